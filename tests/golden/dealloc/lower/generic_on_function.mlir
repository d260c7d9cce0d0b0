// RUN: tbuf %s --pass-pipeline=builtin.module(func.func(bufferization-lower-deallocations))
// On a function the generic lowering has no module to put the helper in:
// same errors as mlir-opt-22 (byte-identical stderr, "failed to legalize" included).
func.func @general2(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
  return
}
