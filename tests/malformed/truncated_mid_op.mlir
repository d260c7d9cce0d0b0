// What is wrong: the file ends in the middle of an op's operand list.
func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{expected SSA operand}}
  %0 = arith.addi %a,
