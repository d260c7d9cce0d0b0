// RUN: tbuf %s --buffer-deallocation-pipeline
// scf.if / scf.for / cf branches / memref.realloc through the whole pipeline
// (lowered deallocs, pointer compares, dealloc_helper). Same output as
// mlir-opt-22 --buffer-deallocation-pipeline.
func.func @if_result(%c: i1, %arg0: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %arg0 : memref<2xf32>
  }
  memref.copy %arg0, %a : memref<2xf32> to memref<2xf32>
  return %r : memref<2xf32>
}

func.func @loop(%lb: index, %ub: index, %s: index, %arg0: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %arg0) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %it, %a : memref<2xf32> to memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @branches(%c: i1, %arg0: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %a : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  cf.br ^bb3(%arg0 : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  return %r : memref<2xf32>
}

func.func @realloc_grow(%n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = memref.realloc %a(%n) : memref<2xf32> to memref<?xf32>
  return %r : memref<?xf32>
}
