// What is wrong: an SSA name that starts with a digit must be all digits;
// `%0_x` lexes as `%0` followed by the identifier `_x`.
func.func @f(%a: i32) {
  // expected-error @+1 {{expected '=' after SSA name}}
  %0_x = arith.addi %a, %a : i32
  return
}
