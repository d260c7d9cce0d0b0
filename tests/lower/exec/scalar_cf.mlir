// EXEC-FLAGS: --canonicalize
// Scalar program (also in tests/lower/emit_c_control_test.cc, with a
// multi-block scf.execute_region that one-shot-bufferize rejects).
func.func private @printI64(i64)
func.func private @printNewline()
func.func @pi(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// gcd by subtraction with block arguments swapped on each step
func.func @gcd(%a: i64, %b: i64) -> i64 {
  cf.br ^loop(%a, %b : i64, i64)
^loop(%x: i64, %y: i64):
  %zero = arith.constant 0 : i64
  %done = arith.cmpi eq, %y, %zero : i64
  cf.cond_br %done, ^exit(%x : i64), ^body
^body:
  %r = arith.remsi %x, %y : i64
  cf.br ^loop(%y, %r : i64, i64)
^exit(%g: i64):
  return %g : i64
}
func.func @classify(%v: i32) -> i64 {
  %a = arith.constant 10 : i64
  %b = arith.constant 20 : i64
  %c = arith.constant 30 : i64
  cf.switch %v : i32, [
    default: ^d(%c : i64),
    1: ^d(%a : i64),
    -5: ^d(%b : i64)
  ]
^d(%r: i64):
  return %r : i64
}
func.func @main() {
  %a = arith.constant 84 : i64
  %b = arith.constant 36 : i64
  %g = call @gcd(%a, %b) : (i64, i64) -> i64
  call @pi(%g) : (i64) -> ()
  %v1 = arith.constant 1 : i32
  %v2 = arith.constant -5 : i32
  %v3 = arith.constant 7 : i32
  %r1 = call @classify(%v1) : (i32) -> i64
  %r2 = call @classify(%v2) : (i32) -> i64
  %r3 = call @classify(%v3) : (i32) -> i64
  call @pi(%r1) : (i64) -> ()
  call @pi(%r2) : (i64) -> ()
  call @pi(%r3) : (i64) -> ()
  return
}
