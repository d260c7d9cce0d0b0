// What is wrong: float elements in a dense literal of integer type.
func.func @f() {
  // expected-error @+1 {{expected integer elements, but parsed floating-point}}
  %0 = arith.constant dense<[1.5, 2.0]> : tensor<2xi32>
  return
}
