// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(test-print-dominance))'
// Dominance with scf.parallel bodies and reduction regions (single-block
// regions: each block dominates itself only within its region; mlir-opt-22
// output).
func.func @scalar(%lb: index, %ub: index, %s: index, %m: memref<?xf32>, %f: f32) -> f32 {
  %c = arith.constant 2.0 : f32
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    %w = arith.mulf %v, %c : f32
    scf.reduce(%w : f32) {
    ^bb0(%a: f32, %b: f32):
      %x = arith.addf %a, %b : f32
      %y = arith.addf %x, %c : f32
      scf.reduce.return %y : f32
    }
  }
  %z = arith.addf %r, %f : f32
  return %z : f32
}

func.func @nested(%n: index, %m: memref<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %o = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init (%c0) -> index {
    %in = scf.parallel (%k) = (%c0) to (%j) step (%c1) init (%i) -> index {
      %t = memref.alloc() : memref<2xf32>
      %v = memref.load %m[%i, %k] : memref<?x?xf32>
      memref.store %v, %t[%c0] : memref<2xf32>
      scf.reduce(%k : index) {
      ^bb0(%a: index, %b: index):
        %x = arith.maxsi %a, %b : index
        scf.reduce.return %x : index
      }
    }
    scf.reduce(%in : index) {
    ^bb0(%a: index, %b: index):
      %x = arith.addi %a, %b : index
      scf.reduce.return %x : index
    }
  }
  return %o : index
}
