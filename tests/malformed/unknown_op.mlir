// What is wrong: an op name that the (registered) arith dialect does not have.
func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'arith.frobnicate' is unknown}}
  %0 = arith.frobnicate %a : i32
  return
}
