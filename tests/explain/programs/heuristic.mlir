// RUN: tbuf explain %s
// Two writes into the same tensor: only one can be in place. The analysis
// visits ops bottom-up, puts the later write in place first, and the earlier
// one gets the copy.
func.func @two_writes(%t: tensor<4xf32>, %a: f32, %b: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.insert %a into %t[%c0] : tensor<4xf32>
  %y = tensor.insert %b into %t[%c1] : tensor<4xf32>
  return %x, %y : tensor<4xf32>, tensor<4xf32>
}
