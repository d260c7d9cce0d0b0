// RUN: tbuf explain %s
// Invalid input: a located diagnostic, no explanation.
func.func @bad(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %x : tensor<4xf32>
}
