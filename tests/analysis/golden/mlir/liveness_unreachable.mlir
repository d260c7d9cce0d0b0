// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(test-print-liveness))'
// A value used in an unreachable block is live-out of its defining block,
// as MLIR counts every use in another block (mlir-opt-22 output).

func.func @unreachable(%x: i32, %m: memref<4xf32>) -> i32 {
  %a = arith.addi %x, %x : i32
  cf.br ^bb2(%a, %m : i32, memref<4xf32>)
^bb1(%dead: i32, %dm: memref<4xf32>):
  %b = arith.addi %dead, %a : i32
  cf.br ^bb2(%b, %dm : i32, memref<4xf32>)
^bb2(%r: i32, %rm: memref<4xf32>):
  %w = memref.cast %rm : memref<4xf32> to memref<?xf32>
  return %r : i32
}
