// cf.switch (default with a block argument, a case value that is negative,
// a case sharing the default's block) and a cf.assert that holds. The
// expected output is mlir-runner-22's (lowered without bufferization).
func.func private @printI64(i64)
func.func private @printNewline()
func.func @classify(%x: i32) -> i64 {
  cf.switch %x : i32, [
    default: ^bb1(%x : i32),
    1: ^bb2,
    -3: ^bb1(%x : i32)
  ]
^bb1(%v: i32):
  %e = arith.extsi %v : i32 to i64
  %h = arith.constant 100 : i64
  %r = arith.addi %e, %h : i64
  return %r : i64
^bb2:
  %o = arith.constant 1000 : i64
  return %o : i64
}
func.func @main() {
  %a = arith.constant 1 : i32
  %b = arith.constant -3 : i32
  %c = arith.constant 7 : i32
  %ra = call @classify(%a) : (i32) -> i64
  call @printI64(%ra) : (i64) -> ()
  call @printNewline() : () -> ()
  %rb = call @classify(%b) : (i32) -> i64
  call @printI64(%rb) : (i64) -> ()
  call @printNewline() : () -> ()
  %rc = call @classify(%c) : (i32) -> i64
  call @printI64(%rc) : (i64) -> ()
  call @printNewline() : () -> ()
  %t = arith.cmpi slt, %a, %c : i32
  cf.assert %t, "a is smaller"
  %f = arith.cmpi sgt, %a, %c : i32
  call @printI64(%rc) : (i64) -> ()
  return
}
