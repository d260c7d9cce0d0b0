// RUN: tbuf %s --promote-buffers-to-stack
// affine.parallel and affine.for are automatic allocation scopes (as in
// MLIR): a small body allocation that does not leave the body becomes an
// alloca; one inside an affine.if (not a scope) inside them too, a dynamic
// one stays. The output is mlir-opt-22's for the same flag.
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
func.func private @use(memref<?xf32>)
func.func @par(%n: index) {
  affine.parallel (%i) = (0) to (10) {
    %a = memref.alloc() : memref<4xf32>
    %c = memref.cast %a : memref<4xf32> to memref<?xf32>
    func.call @use(%c) : (memref<?xf32>) -> ()
    %s = memref.alloca() : memref<4xf32>
    %sc = memref.cast %s : memref<4xf32> to memref<?xf32>
    func.call @use(%sc) : (memref<?xf32>) -> ()
    affine.if #set(%i)[%n] {
      %b = memref.alloc(%n) : memref<?xf32>
      func.call @use(%b) : (memref<?xf32>) -> ()
      %t = memref.alloca() : memref<4xf32>
      %tc = memref.cast %t : memref<4xf32> to memref<?xf32>
      func.call @use(%tc) : (memref<?xf32>) -> ()
    }
  }
  affine.for %i = 0 to 10 {
    affine.if #set(%i)[%n] {
      %t = memref.alloca() : memref<4xf32>
      %tc = memref.cast %t : memref<4xf32> to memref<?xf32>
      func.call @use(%tc) : (memref<?xf32>) -> ()
    } else {
      %u = memref.alloc(%n) : memref<?xf32>
      func.call @use(%u) : (memref<?xf32>) -> ()
    }
  }
  return
}
func.func @for_scope(%n: index) {
  affine.for %i = 0 to 10 {
    %a = memref.alloc() : memref<4xf32>
    %c = memref.cast %a : memref<4xf32> to memref<?xf32>
    func.call @use(%c) : (memref<?xf32>) -> ()
  }
  %r = affine.for %i = 0 to 10 iter_args(%x = %n) -> index {
    %a = memref.alloc() : memref<4xf32>
    %c = memref.cast %a : memref<4xf32> to memref<?xf32>
    func.call @use(%c) : (memref<?xf32>) -> ()
    affine.yield %x : index
  }
  return
}
