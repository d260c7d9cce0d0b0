// What is wrong: the function returns i32 but func.return has no operands.
func.func @f() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}
