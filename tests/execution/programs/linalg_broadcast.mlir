// linalg.broadcast on tensors: a row added along a new leading dim, a
// column along the trailing dim, and a broadcast of a broadcast.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @main() {
  %row = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e23 = tensor.empty() : tensor<2x3xf32>
  %a = linalg.broadcast ins(%row : tensor<3xf32>) outs(%e23 : tensor<2x3xf32>) dimensions = [0]
  %au = tensor.cast %a : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%au) : (tensor<*xf32>) -> ()
  %col = arith.constant dense<[-1.0, 5.0]> : tensor<2xf32>
  %b = linalg.broadcast ins(%col : tensor<2xf32>) outs(%e23 : tensor<2x3xf32>) dimensions = [1]
  %bu = tensor.cast %b : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%bu) : (tensor<*xf32>) -> ()
  %e223 = tensor.empty() : tensor<2x2x3xf32>
  %c = linalg.broadcast ins(%b : tensor<2x3xf32>) outs(%e223 : tensor<2x2x3xf32>) dimensions = [1]
  %cu = tensor.cast %c : tensor<2x2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()
  return
}
