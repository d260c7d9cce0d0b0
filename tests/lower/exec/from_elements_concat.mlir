// tensor.from_elements and tensor.concat.
func.func private @printMemrefI32(tensor<*xi32>)
func.func @main() {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = tensor.from_elements %c1, %c2, %c3 : tensor<3xi32>
  %b = arith.constant dense<[7, 8]> : tensor<2xi32>
  %c = tensor.concat dim(0) %a, %b : (tensor<3xi32>, tensor<2xi32>) -> tensor<5xi32>
  %u = tensor.cast %c : tensor<5xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}
