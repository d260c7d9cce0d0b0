// What is wrong: func.return returns f32 from a function declared -> i32.
func.func @f(%a: f32) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('f32') doesn't match function result type ('i32') in function @f}}
  return %a : f32
}
