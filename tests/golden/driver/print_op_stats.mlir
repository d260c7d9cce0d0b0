// RUN: tbuf %s --print-op-stats
// print-op-stats prints a table of op counts to stderr, then the IR is printed.
func.func @f(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  %c = arith.muli %b, %b : i32
  return %c : i32
}
func.func @g() {
  return
}
