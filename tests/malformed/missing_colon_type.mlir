// What is wrong: a custom-form op without its trailing `: type`.
func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.addi %a, %a
  return %0 : i32
}
