// What is wrong: three elements for a tensor<4xi32>.
func.func @f() {
  // expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([4])}}
  %0 = arith.constant dense<[1, 2, 3]> : tensor<4xi32>
  return
}
