// RUN: tbuf %s --optimize-allocation-liveness --split-input-file
// Allocations whose deallocation is left in place: no dealloc, a dealloc in
// another block or region, several freeing users, tensors. Compared with `mlir-opt-22
// %s --optimize-allocation-liveness --split-input-file`: identical output.

func.func @no_dealloc(%f: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  %s = memref.alloca() : memref<4xf32>
  memref.store %f, %s[%c0] : memref<4xf32>
  %g = arith.addf %f, %f : f32
  return %a : memref<4xf32>
}

// -----

func.func @dealloc_in_region(%cond: i1, %f: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  %g = arith.addf %f, %f : f32
  scf.if %cond {
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// -----

func.func @two_deallocs(%cond: i1, %f: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  %g = arith.addf %f, %f : f32
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  return
^bb2:
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func @two_deallocs_same_block(%f: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  %g = arith.addf %f, %f : f32
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func @alloc_in_region(%cond: i1, %f: f32) {
  %c0 = arith.constant 0 : index
  scf.if %cond {
    %a = memref.alloc() : memref<4xf32>
    memref.store %f, %a[%c0] : memref<4xf32>
    %g = arith.addf %f, %f : f32
    %h = arith.mulf %g, %g : f32
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// -----

func.func @tensor_level(%f: f32) -> f32 {
  %a = bufferization.alloc_tensor() : tensor<4xf32>
  %g = arith.addf %f, %f : f32
  bufferization.dealloc_tensor %a : tensor<4xf32>
  %h = arith.mulf %g, %g : f32
  return %h : f32
}
