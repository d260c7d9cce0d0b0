// RUN: tbuf explain %s
// Across a call: the callee writes its argument in place, and the caller
// still reads the tensor it passed after the call.
func.func @bump(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %w = tensor.insert %one into %t[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}

func.func @caller(%v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = call @bump(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %u, %x : tensor<4xf32>, f32
}
