// RUN: tbuf %s --split-input-file --verify-diagnostics
// Every designator form matches; the run succeeds and chunks that verify are
// printed.

func.func @dominance(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @below {{operand defined here (op in the same region)}}
  %x = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  return %x : i32
}

// -----

func.func @a() {
  return
}
// expected-note @-3 {{see existing symbol definition}}
// expected-error @+1 {{redefinition of symbol named 'a'}}
func.func @a() {
  return
}

// -----

func.func @same_line(%a: i32) {
  cf.br ^bb1(%a, %a : i32, i32)  // expected-error {{branch has 2 operands for successor #0, but target block has 1}}
^bb1(%b: i32):
  return
}

// -----

func.func @regex(%a: i32) {
  "func.return"() : () -> ()
  // expected-error-re @above {{'func.return' op must be the {{[a-z]+}} operation}}
  return
}

// -----

// A chunk without designators that verifies is printed.
func.func @ok() {
  return
}
