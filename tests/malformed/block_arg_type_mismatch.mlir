// What is wrong: the successor operand is i32 but ^bb1's argument is f32.
func.func @f(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: f32):
  return
}
