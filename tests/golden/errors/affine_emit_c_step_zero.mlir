// RUN: tbuf %s --emit=c
// mlir-opt-22 accepts `step 0`; such a loop would not terminate, so C
// emission reports it at the op.
func.func @f(%m: memref<8xf32>, %f: f32) {
  affine.for %i = 0 to 8 step 0 {
    affine.store %f, %m[%i] : memref<8xf32>
  }
  return
}
