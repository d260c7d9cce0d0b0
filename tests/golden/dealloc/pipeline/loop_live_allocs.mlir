// RUN: tbuf %s --buffer-deallocation-pipeline
// bench/dealloc_scale_gen.py loop 3: allocations live across a loop that
// yields a fresh buffer; the final dealloc of all of them is split so only
// the one that may alias the result keeps a pointer compare. Same output as
// mlir-opt-22 --buffer-deallocation-pipeline.
func.func @f(%lb: index, %ub: index, %step: index, %v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %m0 = memref.alloc() : memref<4xf32>
  %m1 = memref.alloc() : memref<4xf32>
  %m2 = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %lb to %ub step %step iter_args(%it = %m0) -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    memref.copy %m0, %b : memref<4xf32> to memref<4xf32>
    memref.copy %m1, %b : memref<4xf32> to memref<4xf32>
    memref.copy %m2, %b : memref<4xf32> to memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  %l0 = memref.load %m0[%c0] : memref<4xf32>
  %l1 = memref.load %m1[%c0] : memref<4xf32>
  %l2 = memref.load %m2[%c0] : memref<4xf32>
  return %r : memref<4xf32>
}
