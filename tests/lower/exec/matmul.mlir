// linalg.matmul of constant tensors (memref.global after bufferization).
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.5], [2.0, -1.0], [0.0, 3.0]]> : tensor<3x2xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  %u = tensor.cast %r : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
