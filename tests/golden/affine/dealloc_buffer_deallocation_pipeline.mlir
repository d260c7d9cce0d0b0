// RUN: tbuf %s --buffer-deallocation-pipeline
// affine.for with a memref iter_arg: mlir-opt-22 appends the ownership
// operand without updating operandSegmentSizes and fails to verify; tbuf
// reports the same error.
func.func @f(%m: memref<8xf32>, %n: index) -> memref<8xf32> {
  %r = affine.for %i = 0 to 8 iter_args(%acc = %m) -> (memref<8xf32>) {
    %a = memref.alloc() : memref<8xf32>
    %v = affine.load %acc[%i] : memref<8xf32>
    affine.store %v, %a[%i] : memref<8xf32>
    affine.yield %a : memref<8xf32>
  }
  return %r : memref<8xf32>
}
