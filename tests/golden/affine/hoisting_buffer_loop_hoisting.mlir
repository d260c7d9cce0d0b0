// RUN: tbuf %s --buffer-loop-hoisting
// affine.for is a region-branch, loop-like op for deallocation and hoisting: the
// output is mlir-opt-22's for the same flag.
func.func @f(%m: memref<8xf32>, %n: index) -> memref<8xf32> {
  %r = affine.for %i = 0 to 8 iter_args(%acc = %m) -> (memref<8xf32>) {
    %a = memref.alloc() : memref<8xf32>
    %v = affine.load %acc[%i] : memref<8xf32>
    affine.store %v, %a[%i] : memref<8xf32>
    affine.yield %a : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %t = memref.alloc() : memref<8xf32>
    %v = affine.load %m[%i] : memref<8xf32>
    affine.store %v, %t[%i] : memref<8xf32>
    memref.dealloc %t : memref<8xf32>
  }
  return %r : memref<8xf32>
}
