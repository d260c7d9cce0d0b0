// The insert writes a new value into %t's slot 0, but %t is read
// again afterwards: the extract must still see the old value.
func.func @replace_first(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %new = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %old = tensor.extract %t[%c0] : tensor<4xf32>
  return %new, %old : tensor<4xf32>, f32
}
