// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(test-print-dominance))'
// Dominance and post-dominance over CFGs: a diamond with a nested scf.if, a
// loop, two exits, an infinite loop, and a declaration (mlir-opt-22 output).

func.func @diamond(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %x : i32
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%x : i32)
^bb3(%r: i32):
  %s = scf.if %c -> i32 {
    scf.yield %r : i32
  } else {
    scf.yield %x : i32
  }
  return %s : i32
}

func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}

func.func @two_exits(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

func.func @infinite(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
^bb3:
  return
}

func.func private @declaration(i32) -> i32
