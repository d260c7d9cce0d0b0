// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(test-print-liveness))'
// Liveness through affine.if regions (values used in one branch are live in
// there only) and affine.parallel bodies, as mlir-opt-22
// --mlir-disable-threading prints it for the same pipeline.
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
func.func private @use(memref<?xf32>)
func.func @branch_allocs(%i: index, %n: index) {
  affine.if #set(%i)[%n] {
    %a = memref.alloc(%n) : memref<?xf32>
    func.call @use(%a) : (memref<?xf32>) -> ()
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    func.call @use(%b) : (memref<?xf32>) -> ()
  }
  return
}
func.func @yielded_alloc(%i: index, %n: index, %arg: memref<?xf32>) -> memref<?xf32> {
  %r = affine.if #set(%i)[%n] -> memref<?xf32> {
    %a = memref.alloc(%n) : memref<?xf32>
    affine.yield %a : memref<?xf32>
  } else {
    affine.yield %arg : memref<?xf32>
  }
  return %r : memref<?xf32>
}
func.func @nested_in_loop(%n: index) {
  affine.for %i = 0 to 10 {
    affine.if #set(%i)[%n] {
      %a = memref.alloc() : memref<4xf32>
      %c = memref.cast %a : memref<4xf32> to memref<?xf32>
      func.call @use(%c) : (memref<?xf32>) -> ()
    }
  }
  return
}
func.func @alloc_after_if(%i: index, %n: index) {
  affine.if #set(%i)[%n] {
    %a = memref.alloc() : memref<4xf32>
    %c = memref.cast %a : memref<4xf32> to memref<?xf32>
    func.call @use(%c) : (memref<?xf32>) -> ()
  }
  %b = memref.alloc(%n) : memref<?xf32>
  func.call @use(%b) : (memref<?xf32>) -> ()
  return
}
func.func @parallel_reduce_with_if(%n: index) -> f32 {
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> f32 {
    %a = memref.alloc() : memref<4xf32>
    %c0 = arith.constant 0 : index
    %v = affine.if #set(%i)[%n] -> f32 {
      %x = arith.constant 1.0 : f32
      memref.store %x, %a[%c0] : memref<4xf32>
      affine.yield %x : f32
    } else {
      %y = memref.load %a[%c0] : memref<4xf32>
      affine.yield %y : f32
    }
    affine.yield %v : f32
  }
  return %r : f32
}
