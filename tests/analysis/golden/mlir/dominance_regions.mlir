// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(test-print-dominance))'
// Dominance across nested regions (scf.for in scf.if, cf inside
// scf.execute_region); mlir-opt-22 ignores `test.print_dominance` tags
// (later MLIR versions print op-level queries for them) (mlir-opt-22 output).

func.func @nested(%c: i1, %n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %m[%i] : memref<?xf32>
      memref.store %v, %m[%c0] : memref<?xf32>
    }
  } else {
    %r = scf.execute_region -> index {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %c0 : index
    ^bb2:
      scf.yield %c1 : index
    }
    memref.store %f, %m[%r] : memref<?xf32>
  }
  return
}

func.func @tagged(%c: i1) -> index {
  %a = arith.constant {test.print_dominance} 1 : index
  %r = scf.if %c -> index {
    %b = arith.addi %a, %a {test.print_dominance} : index
    scf.yield %b : index
  } else {
    scf.yield %a : index
  }
  return %r : index
}
