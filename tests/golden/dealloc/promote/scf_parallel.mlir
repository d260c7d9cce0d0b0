// RUN: tbuf %s --promote-buffers-to-stack
// scf.parallel is an automatic allocation scope: a small buffer allocated
// in its body becomes a memref.alloca there (in an scf.for nested in the
// body, itself a scope, the alloca stays in the scf.for); one in a reduction
// region (not a scope) stays on the heap.
// Identical to `mlir-opt-22 %s --promote-buffers-to-stack`.
func.func @body(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %a = memref.alloc() : memref<4xf32>
    %v = memref.load %a[%lb] : memref<4xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
func.func @reduction(%lb: index, %ub: index, %s: index, %f: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      %a = memref.alloc() : memref<4xf32>
      memref.store %x, %a[%lb] : memref<4xf32>
      %v = memref.load %a[%lb] : memref<4xf32>
      scf.reduce.return %v : f32
    }
  }
  return %r : f32
}
func.func @nested_for(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.for %j = %lb to %ub step %s {
      %a = memref.alloc() : memref<4xf32>
      %v = memref.load %a[%lb] : memref<4xf32>
      memref.store %v, %m[%i] : memref<?xf32>
    }
  }
  return
}
