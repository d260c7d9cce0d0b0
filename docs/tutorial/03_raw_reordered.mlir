// The same function with the read moved before the write.
func.func @replace_first(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %old = tensor.extract %t[%c0] : tensor<4xf32>
  %new = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %new, %old : tensor<4xf32>, f32
}
