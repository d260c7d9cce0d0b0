// A cf.assert whose condition is false stops the run with its message
// (compiled code aborts there), a located runtime error.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %a = arith.constant 1 : i64
  %b = arith.constant 7 : i64
  %f = arith.cmpi sgt, %a, %b : i64
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  cf.assert %f, "a is larger than b"
  call @printI64(%b) : (i64) -> ()
  return
}
// EXPECT-STDERR: assert_failure.mlir:12:3: error: tbuf interpret: cf.assert failed: "a is larger than b"; call stack: @main
// EXPECT-STDOUT: 1
