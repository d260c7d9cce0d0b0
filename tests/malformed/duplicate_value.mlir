// What is wrong: %0 is defined twice.
func.func @f(%a: i32) -> i32 {
  // expected-note @+1 {{previously defined here}}
  %0 = arith.addi %a, %a : i32
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
