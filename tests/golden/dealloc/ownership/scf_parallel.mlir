// RUN: tbuf %s --split-input-file --ownership-based-buffer-deallocation
// Ownership-based deallocation of scf.parallel: the loop is a region branch
// op forwarding no value, scf.reduce a region terminator forwarding none, so
// a buffer allocated in the body is freed at the end of the body and one
// allocated in a reduction region before its scf.reduce.return (a reduction
// region with an allocation inside a two-region scf.reduce too); buffers
// captured from outside are not owned by the body. When a reduction region
// reads a memref the body defines (@body_alloc_used_in_reduce,
// @body_alloc_used_in_first_reduction), the body's dealloc goes to the end
// of the last reduction region instead, after the reductions of the
// iteration. That is a deliberate deviation: mlir-opt-22 frees the buffer
// before scf.reduce runs the region that reads it, a use after free
// (docs/soundness.md). Otherwise identical to `mlir-opt-22 %s
// --split-input-file --ownership-based-buffer-deallocation`.
func.func @body_alloc(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %a = memref.alloc() : memref<4xf32>
    %v = memref.load %a[%lb] : memref<4xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
// -----
func.func @reduce_alloc(%lb: index, %ub: index, %s: index, %f: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %t = memref.alloc() : memref<4xf32>
      memref.store %a, %t[%lb] : memref<4xf32>
      %x = memref.load %t[%lb] : memref<4xf32>
      %y = arith.addf %x, %b : f32
      scf.reduce.return %y : f32
    }
  }
  return %r : f32
}
// -----
func.func @outer_alloc_used(%lb: index, %ub: index, %s: index) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %f = arith.constant 1.0 : f32
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    memref.store %f, %a[%i] : memref<4xf32>
  }
  return %a : memref<4xf32>
}
// -----
func.func @two_red_alloc(%lb: index, %ub: index, %s: index, %f: f32) -> (f32, f32) {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f, %f) -> (f32, f32) {
    scf.reduce(%f, %f : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %t = memref.alloc() : memref<4xf32>
      memref.store %a, %t[%lb] : memref<4xf32>
      %x = memref.load %t[%lb] : memref<4xf32>
      scf.reduce.return %x : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %b : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @body_alloc_used_in_reduce(%lb: index, %ub: index, %s: index, %f: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {
    %t = memref.alloc() : memref<4xf32>
    memref.store %f, %t[%lb] : memref<4xf32>
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %x = memref.load %t[%lb] : memref<4xf32>
      %y = arith.addf %x, %a : f32
      scf.reduce.return %y : f32
    }
  }
  return %r : f32
}
// -----
func.func @body_alloc_used_in_first_reduction(%lb: index, %ub: index, %s: index, %f: f32, %m: memref<8xf32>) -> (f32, f32) {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f, %f) -> (f32, f32) {
    %t = memref.alloc() : memref<4xf32>
    memref.store %f, %t[%lb] : memref<4xf32>
    %v = memref.subview %m[%i] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
    scf.reduce(%f, %f : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %x = memref.load %t[%lb] : memref<4xf32>
      %y = memref.load %v[%lb] : memref<2xf32, strided<[1], offset: ?>>
      %z = arith.addf %x, %y : f32
      scf.reduce.return %z : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %u = memref.alloc() : memref<4xf32>
      memref.store %a, %u[%lb] : memref<4xf32>
      %w = memref.load %u[%lb] : memref<4xf32>
      scf.reduce.return %w : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @in_for(%lb: index, %ub: index, %s: index, %m: memref<4xf32>) -> memref<4xf32> {
  %r = scf.for %k = %lb to %ub step %s iter_args(%acc = %m) -> memref<4xf32> {
    %n = memref.alloc() : memref<4xf32>
    scf.parallel (%i) = (%lb) to (%ub) step (%s) {
      %v = memref.load %acc[%i] : memref<4xf32>
      %t = memref.alloc() : memref<4xf32>
      memref.store %v, %t[%i] : memref<4xf32>
      %w = memref.load %t[%i] : memref<4xf32>
      memref.store %w, %n[%i] : memref<4xf32>
    }
    scf.yield %n : memref<4xf32>
  }
  return %r : memref<4xf32>
}
