// RUN: tbuf %s
// A module's functions are verified after its other ops (as mlir-opt-22
// does): the invalid constant below is reported, not the earlier function's
// wrong return type, and verification stops there.
func.func @f() -> i32 {
  %c = arith.constant 1 : i64
  return %c : i64
}
%x = "arith.constant"() {value = 1 : i64} : () -> i32
func.func @h() -> i32 {
  %c = arith.constant 1 : i64
  return %c : i64
}
