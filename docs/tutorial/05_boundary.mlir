// @bump writes into its argument. @caller still needs the old
// contents of %t after the call.
func.func @bump(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %r = tensor.insert %one into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @caller(%t: tensor<4xf32>) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %b = call @bump(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %old = tensor.extract %t[%c0] : tensor<4xf32>
  return %b, %old : tensor<4xf32>, f32
}
