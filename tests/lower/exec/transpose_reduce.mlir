// linalg.transpose and linalg.reduce.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
  %u = tensor.cast %t : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%z : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%init : tensor<2xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %u2 = tensor.cast %r : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
