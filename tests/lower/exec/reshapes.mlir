// collapse_shape / expand_shape.
func.func private @printMemrefI32(tensor<*xi32>)
func.func @main() {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi32> into tensor<6xi32>
  %x = tensor.expand_shape %c [[0, 1]] output_shape [3, 2] : tensor<6xi32> into tensor<3x2xi32>
  %u = tensor.cast %x : tensor<3x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}
