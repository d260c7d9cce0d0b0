// RUN: tbuf %s --optimize-allocation-liveness --split-input-file
// Deallocations move up to right after the last user of the buffer or of a
// view of it; region ops count as a whole. Compared with `mlir-opt-22 %s
// --optimize-allocation-liveness --split-input-file`: identical output.

func.func @straight_line(%arg0: memref<8xf32>, %i: index) -> f32 {
  %a = memref.alloc() : memref<8xf32>
  memref.copy %arg0, %a : memref<8xf32> to memref<8xf32>
  %v = memref.load %a[%i] : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  memref.store %v, %b[%i] : memref<8xf32>
  %w = memref.load %b[%i] : memref<8xf32>
  %s = arith.addf %v, %w : f32
  %t = arith.mulf %s, %s : f32
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  return %t : f32
}

// -----

func.func @views(%i: index, %f: f32) -> f32 {
  %a = memref.alloc() : memref<4x8xf32>
  %sv = memref.subview %a[0, 0] [2, 8] [1, 1] : memref<4x8xf32> to memref<2x8xf32, strided<[8, 1]>>
  %c = memref.collapse_shape %sv [[0, 1]] : memref<2x8xf32, strided<[8, 1]>> into memref<16xf32, strided<[1]>>
  %k = arith.constant 1.0 : f32
  memref.store %f, %c[%i] : memref<16xf32, strided<[1]>>
  %x = arith.addf %f, %k : f32
  %r = memref.load %c[%i] : memref<16xf32, strided<[1]>>
  %y = arith.addf %x, %r : f32
  %z = arith.mulf %y, %y : f32
  memref.dealloc %a : memref<4x8xf32>
  return %z : f32
}

// -----

func.func @nested_users(%n: index, %f: f32, %cond: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.if %cond {
      memref.store %f, %a[%i] : memref<?xf32>
    }
  }
  %b = memref.alloc(%n) : memref<?xf32>
  %r = scf.if %cond -> (f32) {
    %l = memref.load %b[%c0] : memref<?xf32>
    scf.yield %l : f32
  } else {
    scf.yield %f : f32
  }
  %s = arith.addf %r, %f : f32
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return %s : f32
}

// -----

func.func @loop_carried(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<4xf32>) {
    memref.store %f, %it[%c0] : memref<4xf32>
    scf.yield %it : memref<4xf32>
  }
  %u = arith.addf %f, %f : f32
  %l = memref.load %res[%c1] : memref<4xf32>
  %s = arith.addf %u, %l : f32
  %t = arith.mulf %s, %s : f32
  memref.dealloc %a : memref<4xf32>
  return %t : f32
}

// -----

func.func @already_in_place(%f: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %f, %b[%c0] : memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

// -----

func.func @select_alias(%cond: i1, %m: memref<4xf32>, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %cond, %a, %m : memref<4xf32>
  %g = arith.addf %f, %f : f32
  %l = memref.load %s[%c0] : memref<4xf32>
  %h = arith.mulf %g, %l : f32
  %k = arith.mulf %h, %h : f32
  memref.dealloc %a : memref<4xf32>
  return %k : f32
}

// -----

func.func @dealloc_before_use(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %g = arith.addf %f, %f : f32
  %l = memref.load %a[%c0] : memref<4xf32>
  %s = arith.addf %g, %l : f32
  return %s : f32
}

// -----

func.func @only_dealloc() {
  %a = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func private @external(memref<4xf32>)
