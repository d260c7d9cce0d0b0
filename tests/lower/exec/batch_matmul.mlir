// linalg.batch_matmul.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %a = arith.constant dense<[[[1.0, 2.0]], [[3.0, 4.0]]]> : tensor<2x1x2xf32>
  %b = arith.constant dense<[[[1.0], [1.0]], [[2.0], [0.5]]]> : tensor<2x2x1xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x1x1xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x1x2xf32>, tensor<2x2x1xf32>) outs(%c : tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
  %u = tensor.cast %r : tensor<2x1x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
