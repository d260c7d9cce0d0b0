// RUN: tbuf %s --inline
// --inline: callees first, then canonicalize. A private callee used once is
// moved and erased, one used twice is copied then moved; a public callee
// stays; an unused private (or nested) function is erased, a private
// declaration is not; a self-recursive callee is not inlined; calls produced
// by inlining are inlined in turn (a -> b -> c); `no_inline` on the call or
// the callee keeps the call.
func.func private @decl(i32) -> i32
func.func private @unused(%x: i32) -> i32 {
  return %x : i32
}
func.func nested @unused_nested() {
  return
}
func.func @pub(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %x, %c : i32
  return %0 : i32
}
func.func private @once(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}
func.func private @twice(%x: i32) -> i32 {
  %0 = call @decl(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @rec(%x: i32) -> i32 {
  %0 = call @rec(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @c(%x: i32) -> i32 {
  %0 = arith.subi %x, %x : i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @c(%x) : (i32) -> i32
  return %0 : i32
}
func.func @kept() attributes {no_inline} {
  return
}
func.func @caller(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
  %0 = call @pub(%x) : (i32) -> i32
  %1 = call @once(%0) : (i32) -> i32
  %2 = call @twice(%1) : (i32) -> i32
  %3 = call @twice(%2) : (i32) -> i32
  %4 = call @rec(%3) : (i32) -> i32
  %5 = call @b(%4) : (i32) -> i32
  %6 = call @pub(%5) {no_inline} : (i32) -> i32
  call @kept() : () -> ()
  return %0, %1, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32
}
