// linalg.fill on a tensor, printed through an unranked cast.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %f = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %u = tensor.cast %t : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
