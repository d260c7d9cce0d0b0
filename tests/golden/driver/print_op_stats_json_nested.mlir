// RUN: tbuf %s --pass-pipeline=builtin.module(func.func(print-op-stats{json}))
// Nested in func.func, the pass runs (and prints) once per function.
func.func @f(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  return %b : i32
}
func.func @g() {
  return
}
