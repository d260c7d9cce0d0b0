// What is wrong: filling an f32 tensor with an i32 value.
func.func @f(%t: tensor<4xf32>, %v: i32) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('i32') to match output element type ('f32')}}
  %0 = linalg.fill ins(%v : i32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
