// RUN: tbuf %s --emit=c
// An "assign" reduction names no way of combining the iterations' values
// (mlir-opt-22's lower-affine rejects it too): C emission reports it on the
// op.
func.func @f(%c: f32) -> f32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("assign") -> (f32) {
    affine.yield %c : f32
  }
  return %r : f32
}
