// Elementwise arith/math on tensors, interpreted at tensor level (One-Shot
// Bufferize does not take arith on tensors, so there is no mlir-runner-22
// reference; the expected values are worked out by hand):
//   a + b = [1.5, 7, 4, 12], squared = [2.25, 49, 16, 144],
//   a < b = [F, T, F, T], select = [2.25, 2, 16, 4], exp(a), fptosi(select).
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[0.5, 5.0, 1.0, 8.0]> : tensor<4xf32>
  %s = arith.addf %a, %b : tensor<4xf32>
  %m = arith.mulf %s, %s : tensor<4xf32>
  %c = arith.cmpf olt, %a, %b : tensor<4xf32>
  %sel = arith.select %c, %a, %m : tensor<4xi1>, tensor<4xf32>
  %e = math.exp %a : tensor<4xf32>
  %i = arith.fptosi %sel : tensor<4xf32> to tensor<4xi32>
  %u = tensor.cast %sel : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %ue = tensor.cast %e : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ue) : (tensor<*xf32>) -> ()
  %ui = tensor.cast %i : tensor<4xi32> to tensor<*xi32>
  call @printMemrefI32(%ui) : (tensor<*xi32>) -> ()
  return
}
