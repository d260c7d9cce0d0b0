// An "assign" reduction of affine.parallel names no way of combining the
// iterations' values (mlir-opt-22's lower-affine rejects it too): decoding
// reports it on the op and nothing runs.
func.func @main() {
  %c = arith.constant 2.0 : f32
  %r = affine.parallel (%i) = (0) to (4) reduce ("assign") -> (f32) {
    affine.yield %c : f32
  }
  return
}
// EXPECT-STDERR: affine_parallel_assign.mlir:6:8: error: tbuf interpret: affine.parallel with an "assign" reduction has no defined result
