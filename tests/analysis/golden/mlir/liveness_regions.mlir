// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(test-print-liveness))'
// Liveness in and around regions: scf.while, cf loops inside
// scf.execute_region, unused block arguments (mlir-opt-22 output).

func.func @while(%init: i32, %limit: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %x, %limit : i32
    scf.condition(%cond) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = arith.addi %y, %c1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @cf_in_region(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %a : i32, i32)
  ^bb1(%x: i32):
    cf.br ^bb2(%x, %b : i32, i32)
  ^bb2(%y: i32, %unused: i32):
    %s = arith.addi %y, %a : i32
    scf.yield %s : i32
  }
  %t = arith.addi %r, %b : i32
  return %t : i32
}
