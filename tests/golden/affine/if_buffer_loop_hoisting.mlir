// RUN: tbuf %s --buffer-loop-hoisting
// affine.if is not a loop: a static allocation inside it stays there, and
// one inside an affine.if inside an affine.for moves out of the loop only
// as MLIR's buffer-loop-hoisting moves it. The output is mlir-opt-22's for
// the same flag.
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
