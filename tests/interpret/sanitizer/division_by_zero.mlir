// Not a sanitizer report but a located runtime error: integer division by
// zero (it traps in compiled code), inside a loop in a called function.
func.func @ratio(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i32
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %one = arith.constant 1 : i32
    %d = arith.subi %one, %ii : i32
    %q = func.call @ratio(%seven, %d) : (i32, i32) -> i32
  }
  return
}
// EXPECT-STDERR: division_by_zero.mlir:4:8: error: tbuf interpret: arith.divsi divides by zero; call stack: @ratio called from @main at division_by_zero.mlir:17:10
