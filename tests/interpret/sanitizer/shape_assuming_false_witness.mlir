// shape.assuming under a witness that does not hold is a failed
// assumption: the run stops at the op, a located runtime error.
func.func private @printI64(i64)

func.func @main() {
  %w = shape.const_witness false
  %r = shape.assuming %w -> (i64) {
    %c = arith.constant 3 : i64
    shape.assuming_yield %c : i64
  }
  call @printI64(%r) : (i64) -> ()
  return
}
// EXPECT-STDERR: shape_assuming_false_witness.mlir:7:8: error: tbuf interpret: shape.assuming: the witness does not hold; call stack: @main
