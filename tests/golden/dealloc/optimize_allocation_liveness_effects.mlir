// RUN: tbuf %s --optimize-allocation-liveness --split-input-file --allow-unregistered-dialect
// Which ops allocate and which free: bufferization.clone and memref.alloca
// allocate, bufferization.dealloc is a plain user (not a freeing one, as in
// mlir-opt), and so are calls and unregistered ops (unknown effects). The
// walk's early increment skips the ops a moved deallocation jumps over. Compared with `mlir-opt-22 %s
// --optimize-allocation-liveness --split-input-file
// --allow-unregistered-dialect`: identical output.

func.func private @consume(memref<4xf32>)

func.func @unknown_users(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  func.call @consume(%a) : (memref<4xf32>) -> ()
  "foo.touch"(%b) : (memref<4xf32>) -> ()
  %g = arith.addf %f, %f : f32
  %h = arith.mulf %g, %g : f32
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %h : f32
}

// -----

func.func @clone(%m: memref<4xf32>, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %l = memref.load %a[%c0] : memref<4xf32>
  %h = arith.mulf %l, %f : f32
  %k = arith.mulf %h, %h : f32
  memref.dealloc %a : memref<4xf32>
  return %k : f32
}

// -----

func.func @bufferization_dealloc(%f: f32, %cond: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  %g = arith.addf %f, %f : f32
  %h = arith.mulf %g, %g : f32
  bufferization.dealloc (%a : memref<4xf32>) if (%cond)
  return %h : f32
}

// -----

func.func @bufferization_dealloc_two(%f: f32, %cond: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  memref.store %f, %b[%c0] : memref<4xf32>
  %g = arith.addf %f, %f : f32
  %h = arith.mulf %g, %g : f32
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%cond, %cond)
  return %h : f32
}

// -----

func.func @alloca(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  %g = arith.addf %f, %f : f32
  memref.dealloc %a : memref<4xf32>
  return %g : f32
}

// -----

func.func @walk_skips(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %f, %b[%c0] : memref<4xf32>
  %g = arith.addf %f, %f : f32
  memref.dealloc %b : memref<4xf32>
  %l = memref.load %a[%c0] : memref<4xf32>
  %h = arith.mulf %g, %l : f32
  return %h : f32
}
