// What is wrong: nested lists of different lengths/ranks in a dense literal.
func.func @f() {
  // expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
  %0 = arith.constant dense<[[1, 2], [3]]> : tensor<2x2xi32>
  return
}
