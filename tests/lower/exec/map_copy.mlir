// linalg.map and linalg.copy.
func.func private @printMemrefF64(tensor<*xf64>)
func.func @main() {
  %a = arith.constant dense<[1.0, -2.0, 3.0]> : tensor<3xf64>
  %b = arith.constant dense<[0.5, 0.5, -1.0]> : tensor<3xf64>
  %e = tensor.empty() : tensor<3xf64>
  %m = linalg.map { arith.mulf } ins(%a, %b : tensor<3xf64>, tensor<3xf64>) outs(%e : tensor<3xf64>)
  %e2 = tensor.empty() : tensor<3xf64>
  %c = linalg.copy ins(%m : tensor<3xf64>) outs(%e2 : tensor<3xf64>) -> tensor<3xf64>
  %u = tensor.cast %c : tensor<3xf64> to tensor<*xf64>
  call @printMemrefF64(%u) : (tensor<*xf64>) -> ()
  return
}
