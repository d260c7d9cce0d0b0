// RUN: tbuf %s
func.func @f(%a: i32) -> i32 {
  %r = arith.addi %a, %b : i32
  return %r : i32
}
