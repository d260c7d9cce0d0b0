// Scalar program (also in tests/lower/emit_c_*_test.cc).
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @pi(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @p8(%x: i8) {
  %e = arith.extsi %x : i8 to i64
  call @pi(%e) : (i64) -> ()
  return
}
func.func @p1(%x: i1) {
  %e = arith.extui %x : i1 to i64
  call @pi(%e) : (i64) -> ()
  return
}
func.func @pf(%x: f64) {
  call @printF64(%x) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  %c127 = arith.constant 127 : i8
  %c1 = arith.constant 1 : i8
  %a = arith.addi %c127, %c1 : i8
  call @p8(%a) : (i8) -> ()
  %m = arith.muli %c127, %c127 : i8
  call @p8(%m) : (i8) -> ()
  %big = arith.constant 2147483647 : i32
  %one = arith.constant 1 : i32
  %w = arith.addi %big, %one : i32
  %we = arith.extsi %w : i32 to i64
  call @pi(%we) : (i64) -> ()
  %m7 = arith.constant -7 : i64
  %c2 = arith.constant 2 : i64
  %d1 = arith.divsi %m7, %c2 : i64
  call @pi(%d1) : (i64) -> ()
  %r1 = arith.remsi %m7, %c2 : i64
  call @pi(%r1) : (i64) -> ()
  %d2 = arith.floordivsi %m7, %c2 : i64
  call @pi(%d2) : (i64) -> ()
  %d3 = arith.ceildivsi %m7, %c2 : i64
  call @pi(%d3) : (i64) -> ()
  %c7 = arith.constant 7 : i64
  %d4 = arith.ceildivui %c7, %c2 : i64
  call @pi(%d4) : (i64) -> ()
  %d5 = arith.divui %m7, %c2 : i64
  call @pi(%d5) : (i64) -> ()
  %r5 = arith.remui %m7, %c2 : i64
  call @pi(%r5) : (i64) -> ()
  %mn8 = arith.constant -8 : i8
  %c3_8 = arith.constant 3 : i8
  %d6 = arith.divui %mn8, %c3_8 : i8
  call @p8(%d6) : (i8) -> ()
  %s1 = arith.shli %c1, %c3_8 : i8
  call @p8(%s1) : (i8) -> ()
  %s2 = arith.shrsi %mn8, %c1 : i8
  call @p8(%s2) : (i8) -> ()
  %s3 = arith.shrui %mn8, %c1 : i8
  call @p8(%s3) : (i8) -> ()
  %x1 = arith.minsi %mn8, %c3_8 : i8
  call @p8(%x1) : (i8) -> ()
  %x2 = arith.minui %mn8, %c3_8 : i8
  call @p8(%x2) : (i8) -> ()
  %x3 = arith.maxsi %mn8, %c3_8 : i8
  call @p8(%x3) : (i8) -> ()
  %x4 = arith.maxui %mn8, %c3_8 : i8
  call @p8(%x4) : (i8) -> ()
  %x5 = arith.andi %mn8, %c3_8 : i8
  %x6 = arith.ori %mn8, %c3_8 : i8
  %x7 = arith.xori %mn8, %c3_8 : i8
  call @p8(%x5) : (i8) -> ()
  call @p8(%x6) : (i8) -> ()
  call @p8(%x7) : (i8) -> ()
  %t = arith.constant true
  %f = arith.constant false
  %ts = arith.extsi %t : i1 to i64
  call @pi(%ts) : (i64) -> ()
  %tt = arith.addi %t, %t : i1
  call @p1(%tt) : (i1) -> ()
  %lt = arith.cmpi slt, %t, %f : i1
  call @p1(%lt) : (i1) -> ()
  %ult = arith.cmpi ult, %mn8, %c3_8 : i8
  call @p1(%ult) : (i1) -> ()
  %slt = arith.cmpi slt, %mn8, %c3_8 : i8
  call @p1(%slt) : (i1) -> ()
  %tr = arith.trunci %big : i32 to i8
  call @p8(%tr) : (i8) -> ()
  %zu = arith.extui %mn8 : i8 to i64
  call @pi(%zu) : (i64) -> ()
  %ic = arith.index_cast %mn8 : i8 to index
  %ici = arith.index_cast %ic : index to i64
  call @pi(%ici) : (i64) -> ()
  %icu = arith.index_castui %mn8 : i8 to index
  %icui = arith.index_cast %icu : index to i64
  call @pi(%icui) : (i64) -> ()
  %sf = arith.sitofp %mn8 : i8 to f64
  call @pf(%sf) : (f64) -> ()
  %uf = arith.uitofp %mn8 : i8 to f64
  call @pf(%uf) : (f64) -> ()
  %tf = arith.sitofp %t : i1 to f64
  call @pf(%tf) : (f64) -> ()
  %fl = arith.constant -2.75 : f64
  %fi = arith.fptosi %fl : f64 to i64
  call @pi(%fi) : (i64) -> ()
  %imin = arith.constant -9223372036854775808 : i64
  call @pi(%imin) : (i64) -> ()
  %sel = arith.select %t, %c7, %c2 : i64
  call @pi(%sel) : (i64) -> ()
  return
}
