// What is wrong: one index for a rank-2 memref.
func.func @f(%m: memref<4x4xf32>, %i: index) -> f32 {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return %0 : f32
}
