// RUN: tbuf %s '--pass-pipeline=builtin.module(inline{default-pipeline= max-iterations=1})'
// Without an optimization pipeline the inlined code is left as it is (the
// dead constant stays); with one iteration only the calls of the input
// are inlined, not the ones inlining produces.
func.func private @leaf(%x: i32) -> i32 {
  %unused = arith.constant 7 : i32
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @mid(%x: i32) -> i32 {
  %0 = call @leaf(%x) : (i32) -> i32
  return %0 : i32
}
func.func @top(%x: i32) -> i32 {
  %0 = call @mid(%x) : (i32) -> i32
  return %0 : i32
}
