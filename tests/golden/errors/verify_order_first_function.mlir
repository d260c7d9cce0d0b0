// RUN: tbuf %s
// With the module's other ops valid, the first invalid function is reported
// (as mlir-opt-22 does) and verification stops there: @h is not reported.
func.func @f() -> i32 {
  %c = arith.constant 1 : i64
  return %c : i64
}
%x = "arith.constant"() {value = 1 : i32} : () -> i32
func.func @h() -> i32 {
  %c = arith.constant 1 : i64
  return %c : i64
}
