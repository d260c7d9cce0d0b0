// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(test-print-dominance))'
// Irreducible control flow, a switch, nested infinite loops and a loop
// inside a region (mlir-opt-22 output).

func.func @irreducible(%c: i1, %d: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  cf.cond_br %d, ^bb1, ^bb3
^bb3:
  return
}

func.func @switch(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  cf.br ^bb4
^bb2:
  cf.br ^bb4
^bb3:
  return
^bb4:
  cf.br ^bb3
}

func.func @nested_infinite(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  cf.br ^bb1
^bb3:
  cf.br ^bb3
^bb4:
  return
}

func.func @loop_in_region(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %c0 = arith.constant 0 : i32
    cf.br ^bb1(%c0 : i32)
  ^bb1(%i: i32):
    %c1 = arith.constant 1 : i32
    %n = arith.addi %i, %c1 : i32
    cf.cond_br %c, ^bb1(%n : i32), ^bb2
  ^bb2:
    scf.yield %n : i32
  }
  return %r : i32
}
