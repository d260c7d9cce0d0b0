// RUN: tbuf %s --ownership-based-buffer-deallocation
// An unknown test op has unknown memory effects: ownership-based deallocation
// refuses it with mlir-opt-22's error instead of guessing.
func.func @f(%m: memref<4xf32>) {
  "test.foo"(%m) : (memref<4xf32>) -> ()
  return
}
