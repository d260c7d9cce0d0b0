// RUN: tbuf %s
// Functions, calls and declarations round-trip in custom form.

func.func private @external(i32, f32) -> (i64, f64)

func.func @callee(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}

func.func @caller(%x: i32) -> (i32, i64) {
  %c2 = arith.constant 2 : i32
  %r = func.call @callee(%x, %c2) : (i32, i32) -> i32
  %f = arith.constant 1.5 : f32
  %p:2 = call @external(%r, %f) : (i32, f32) -> (i64, f64)
  return %r, %p#0 : i32, i64
}
