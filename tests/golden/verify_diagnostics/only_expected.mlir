// RUN: tbuf %s --verify-diagnostics=only-expected
// With =only-expected, diagnostics without a designator (here the note) are
// ignored; only the designators must be matched.

func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  return %x : i32
}
