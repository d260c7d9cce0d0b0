// RUN: tbuf %s --split-input-file --verify-diagnostics
// Unexpected diagnostics, designators never produced and severity mismatches
// are all reported, in MLIR's format; the run fails.

func.func @unexpected(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error @+1 {{does not dominate}}
  return %x : i32
}

// -----

func.func @never() {
  // expected-error @+1 {{this message is never emitted}}
  return
}

// -----

func.func @kind(%a: i32) {
  // expected-warning @+1 {{branch has 2 operands}}
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%b: i32):
  return
}
