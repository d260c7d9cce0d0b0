// What is wrong: %x is used but never defined.
func.func @f() -> i32 {
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %x : i32
}
