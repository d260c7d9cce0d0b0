// A tensor built in three steps. Each op names a destination
// (`outs(...)`, `into ...`) and returns the new value of that destination.
func.func @build(%v: f32, %w: f32) -> tensor<4xf32> {
  %c2 = arith.constant 2 : index
  %empty = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%v : f32) outs(%empty : tensor<4xf32>) -> tensor<4xf32>
  %result = tensor.insert %w into %filled[%c2] : tensor<4xf32>
  return %result : tensor<4xf32>
}
