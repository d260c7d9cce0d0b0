// RUN: tbuf %s --emit=c
// cf → labels and gotos; block arguments are declared up front and assigned
// as one parallel assignment before each jump (the swap in ^loop).
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

func.func @swap_loop(%a: i32, %b: i32, %n: i32) -> i32 {
  cf.br ^bb1(%a, %b, %n : i32, i32, i32)
^bb1(%x: i32, %y: i32, %k: i32):
  %c1 = arith.constant 1 : i32
  %k1 = arith.subi %k, %c1 : i32
  cf.switch %k1 : i32, [
    default: ^bb1(%y, %x, %k1 : i32, i32, i32),
    0: ^bb2
  ]
^bb2:
  return %x : i32
}
