// What is wrong: arith.addf applied to integers.
func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return %0 : i32
}
