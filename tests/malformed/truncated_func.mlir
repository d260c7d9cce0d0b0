// What is wrong: the file ends inside a function body (no closing brace).
// The parser reports the error at the end of the last token before EOF.
func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = arith.addi %a, %a : i32
