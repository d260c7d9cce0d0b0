// RUN: tbuf %s --split-input-file --ownership-based-buffer-deallocation
// Unstructured control flow: block arguments get an i1 ownership argument,
// cf.br forwards the dealloc results, cf.cond_br gets one dealloc per
// successor with conditions conjoined with the branch condition.
// Byte-identical to mlir-opt-22.
func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}

// -----

func.func @diamond_live_across(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  cf.cond_br %arg0, ^bb1(%1 : memref<2xf32>), ^bb2
^bb1(%a: memref<2xf32>):
  memref.copy %0, %a : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
  return %r : memref<2xf32>
}

// -----

func.func @alloca_through_branch() {
  %0 = memref.alloca() : memref<2xf32>
  cf.br ^bb1(%0: memref<2xf32>)
^bb1(%arg0 : memref<2xf32>):
  return
}
