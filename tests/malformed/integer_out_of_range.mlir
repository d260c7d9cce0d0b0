// What is wrong: 300 does not fit in i8.
func.func @f() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 300 : i8
  return
}
