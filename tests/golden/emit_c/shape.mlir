// RUN: tbuf %s --emit=c
// shape witnesses → C: a witness is a bool; shape.cstr_require aborts with
// its message when the condition is false, shape.assuming aborts when its
// witness does not hold and otherwise runs its region as a C block.
func.func @twice(%n: i64, %m: memref<2xi64>) -> i64 {
  %zero = arith.constant 0 : i64
  %ok = arith.cmpi sge, %n, %zero : i64
  %w = shape.cstr_require %ok, "n must not be \"negative\""
  %r = shape.assuming %w -> (i64) {
    %d = arith.addi %n, %n : i64
    shape.assuming_yield %d : i64
  }
  %t = shape.const_witness true
  shape.assuming %t {
    %i = arith.constant 1 : index
    memref.store %r, %m[%i] : memref<2xi64>
  }
  return %r : i64
}
