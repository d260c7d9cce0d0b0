// What is wrong: arith.addi in generic form with one operand instead of two.
func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return %0 : i32
}
