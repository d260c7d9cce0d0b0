// RUN: tbuf %s --optimize-allocation-liveness
// memref.realloc frees its source, so it is the source's "deallocation" and
// moves after the last user of the source's aliases, which include the
// realloc's own result: here after the result's dealloc, which breaks
// dominance. mlir-opt-22 does the same and reports the same verifier error.
func.func @realloc(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  %g = arith.addf %f, %f : f32
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  %l = memref.load %r[%c0] : memref<8xf32>
  %h = arith.mulf %g, %l : f32
  %k = arith.mulf %h, %h : f32
  memref.dealloc %r : memref<8xf32>
  return %k : f32
}

