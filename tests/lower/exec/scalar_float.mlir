// Scalar program (also in tests/lower/emit_c_*_test.cc).
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func @p1(%x: i1) {
  %e = arith.extui %x : i1 to i64
  call @printI64(%e) : (i64) -> ()
  return
}
func.func @pf(%x: f64) {
  call @printF64(%x) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @cmps(%a: f64, %b: f64) {
  %0 = arith.cmpf false, %a, %b : f64
  call @p1(%0) : (i1) -> ()
  %1 = arith.cmpf oeq, %a, %b : f64
  call @p1(%1) : (i1) -> ()
  %2 = arith.cmpf ogt, %a, %b : f64
  call @p1(%2) : (i1) -> ()
  %3 = arith.cmpf oge, %a, %b : f64
  call @p1(%3) : (i1) -> ()
  %4 = arith.cmpf olt, %a, %b : f64
  call @p1(%4) : (i1) -> ()
  %5 = arith.cmpf ole, %a, %b : f64
  call @p1(%5) : (i1) -> ()
  %6 = arith.cmpf one, %a, %b : f64
  call @p1(%6) : (i1) -> ()
  %7 = arith.cmpf ord, %a, %b : f64
  call @p1(%7) : (i1) -> ()
  %8 = arith.cmpf ueq, %a, %b : f64
  call @p1(%8) : (i1) -> ()
  %9 = arith.cmpf ugt, %a, %b : f64
  call @p1(%9) : (i1) -> ()
  %10 = arith.cmpf uge, %a, %b : f64
  call @p1(%10) : (i1) -> ()
  %11 = arith.cmpf ult, %a, %b : f64
  call @p1(%11) : (i1) -> ()
  %12 = arith.cmpf ule, %a, %b : f64
  call @p1(%12) : (i1) -> ()
  %13 = arith.cmpf une, %a, %b : f64
  call @p1(%13) : (i1) -> ()
  %14 = arith.cmpf uno, %a, %b : f64
  call @p1(%14) : (i1) -> ()
  %15 = arith.cmpf true, %a, %b : f64
  call @p1(%15) : (i1) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  %zero = arith.constant 0.0 : f64
  %nan = arith.divf %zero, %zero : f64
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  call @cmps(%one, %two) : (f64, f64) -> ()
  call @cmps(%two, %two) : (f64, f64) -> ()
  call @cmps(%two, %one) : (f64, f64) -> ()
  call @cmps(%nan, %one) : (f64, f64) -> ()
  %nz = arith.constant -0.0 : f64
  %mn = arith.minimumf %zero, %nz : f64
  call @pf(%mn) : (f64) -> ()
  %mx = arith.maximumf %nz, %zero : f64
  call @pf(%mx) : (f64) -> ()
  %mnn = arith.minimumf %nan, %one : f64
  call @pf(%mnn) : (f64) -> ()
  %mnum = arith.minnumf %nan, %one : f64
  call @pf(%mnum) : (f64) -> ()
  %mxnum = arith.maxnumf %one, %two : f64
  call @pf(%mxnum) : (f64) -> ()
  %x = arith.constant 7.5 : f64
  %rem = arith.remf %x, %two : f64
  call @pf(%rem) : (f64) -> ()
  %neg = arith.negf %x : f64
  call @pf(%neg) : (f64) -> ()
  %sub = arith.subf %x, %two : f64
  %mul = arith.mulf %sub, %two : f64
  call @pf(%mul) : (f64) -> ()
  %f32 = arith.truncf %x : f64 to f32
  %third = arith.constant 0.333333343 : f32
  %p = arith.mulf %f32, %third : f32
  call @printF32(%p) : (f32) -> ()
  call @printNewline() : () -> ()
  %back = arith.extf %p : f32 to f64
  call @pf(%back) : (f64) -> ()
  %s = math.sqrt %two : f64
  call @pf(%s) : (f64) -> ()
  %e = math.exp %one : f64
  call @pf(%e) : (f64) -> ()
  %t = math.tanh %one : f64
  call @pf(%t) : (f64) -> ()
  %ef = math.exp %third : f32
  call @printF32(%ef) : (f32) -> ()
  call @printNewline() : () -> ()
  %ab = math.absf %neg : f64
  call @pf(%ab) : (f64) -> ()
  %fl = math.floor %neg : f64
  call @pf(%fl) : (f64) -> ()
  %pw = math.powf %two, %x : f64
  call @pf(%pw) : (f64) -> ()
  %rs = math.rsqrt %two : f64
  call @pf(%rs) : (f64) -> ()
  %big = arith.constant 1.0e+300 : f64
  %inf = arith.mulf %big, %big : f64
  call @pf(%inf) : (f64) -> ()
  %ui = arith.constant 3.9 : f64
  %u = arith.fptoui %ui : f64 to i32
  %ue = arith.extui %u : i32 to i64
  call @printI64(%ue) : (i64) -> ()
  call @printNewline() : () -> ()
  %ci = arith.constant 1078530011 : i32
  %bc = arith.bitcast %ci : i32 to f32
  call @printF32(%bc) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
