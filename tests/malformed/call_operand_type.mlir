// What is wrong: the call passes f32 where the callee takes i32.
func.func private @g(i32) -> i32
func.func @f(%a: f32) -> i32 {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %0 = call @g(%a) : (f32) -> i32
  return %0 : i32
}
