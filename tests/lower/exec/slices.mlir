// extract_slice / insert_slice with strides.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %s = tensor.extract_slice %a[0, 1] [2, 2] [2, 2] : tensor<3x4xf32> to tensor<2x2xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x3xf32>
  %d = linalg.fill ins(%z : f32) outs(%e : tensor<3x3xf32>) -> tensor<3x3xf32>
  %r = tensor.insert_slice %s into %d[1, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<3x3xf32>
  %u = tensor.cast %r : tensor<3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
