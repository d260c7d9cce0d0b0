// RUN: tbuf %s --ownership-based-buffer-deallocation
// affine.for is a region-branch op for ownership-based deallocation: a
// buffer allocated in the body is freed there, one allocated before the loop
// after its last use. The output is mlir-opt-22's for the same flag.
func.func @f(%m: memref<8xf32>, %n: index) -> f32 {
  %b = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %t = memref.alloc() : memref<8xf32>
    %v = affine.load %m[%i] : memref<8xf32>
    affine.store %v, %t[%i] : memref<8xf32>
    %w = affine.load %t[%i] : memref<8xf32>
    affine.store %w, %b[%i] : memref<8xf32>
  }
  %r = affine.load %b[symbol(%n)] : memref<8xf32>
  return %r : f32
}
