// RUN: tbuf %s --buffer-hoisting
// Dominator hoisting out of scf.if / scf.execute_region, not out of loops,
// linalg.generic bodies, or above operand definitions. Compared with
// `mlir-opt-22 %s --buffer-hoisting`: identical output.
func.func @regions(%arg0: index, %arg1: index, %c: i1) -> memref<?x?xf32> {
  %0 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %1 = scf.if %c -> (memref<?x?xf32>) {
    %2 = scf.if %c -> (memref<?x?xf32>) {
      scf.yield %0 : memref<?x?xf32>
    } else {
      %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
      scf.yield %3 : memref<?x?xf32>
    }
    scf.yield %2 : memref<?x?xf32>
  } else {
    %4 = memref.alloc(%arg1, %arg1) : memref<?x?xf32>
    %5 = memref.alloc(%arg1, %arg1) : memref<?x?xf32>
    %6 = arith.addi %arg0, %arg1 : index
    %7 = memref.alloc(%6, %6) : memref<?x?xf32>
    scf.yield %7 : memref<?x?xf32>
  }
  return %1 : memref<?x?xf32>
}
func.func @loops(%lb: index, %ub: index, %s: index, %c: i1, %buf: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %buf) -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    memref.copy %it, %0 : memref<2xf32> to memref<2xf32>
    %1 = memref.alloc() : memref<2xf32>
    %2 = memref.alloca() : memref<2xf32>
    %3 = memref.alloc(%i) : memref<?xf32>
    scf.for %j = %lb to %ub step %s {
      %4 = memref.alloc() : memref<2xf32>
      %5 = memref.alloc(%i) : memref<?xf32>
      scf.if %c {
        %6 = memref.alloc() : memref<2xf32>
        memref.copy %buf, %6 : memref<2xf32> to memref<2xf32>
      }
    }
    scf.yield %0 : memref<2xf32>
  }
  scf.forall (%i) in (4) {
    %0 = memref.alloc() : memref<2xf32>
    memref.copy %buf, %0 : memref<2xf32> to memref<2xf32>
  }
  %w = scf.while (%a = %c) : (i1) -> i1 {
    %0 = memref.alloc() : memref<2xf32>
    scf.condition(%a) %a : i1
  } do {
  ^bb0(%b: i1):
    %0 = memref.alloca() : memref<2xf32>
    scf.yield %b : i1
  }
  return %r : memref<2xf32>
}
func.func @misc(%c: i1, %arg: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  %1 = memref.alloca() : memref<2xf32>
  %2 = memref.alloc() : memref<2xf32>
  memref.dealloc %2 : memref<2xf32>
  cf.br ^bb2
^bb2:
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%arg : memref<2xf32>) {
  ^bb0(%x: f32):
    %3 = memref.alloc() : memref<2xf32>
    linalg.yield %x : f32
  }
  %e = scf.execute_region -> memref<2xf32> {
    %4 = memref.alloc() : memref<2xf32>
    cf.br ^bb1
  ^bb1:
    %5 = memref.alloc() : memref<2xf32>
    scf.yield %5 : memref<2xf32>
  }
  memref.copy %e, %arg : memref<2xf32> to memref<2xf32>
  return
}
