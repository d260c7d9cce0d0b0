// RUN: tbuf %s --allow-unregistered-dialect --buffer-deallocation-simplification
// Mixed origins in one dealloc (allocations, a view, a function argument, an
// scf.if result): exercises both the O(1) "no other value shares an origin"
// answer and the pairwise fallback of the split and retain patterns. Same
// output as mlir-opt-22.
func.func @mix(%arg0: memref<2xf32>, %c: i1, %d: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %e = memref.alloc() : memref<4xf32>
  %v = memref.subview %e[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %arg0 : memref<2xf32>
  }
  "test.use"(%b, %v) : (memref<2xf32>, memref<2xf32, strided<[1]>>) -> ()
  %0 = bufferization.dealloc (%a, %b, %e, %v, %arg0 : memref<2xf32>, memref<2xf32>, memref<4xf32>, memref<2xf32, strided<[1]>>, memref<2xf32>) if (%d, %d, %d, %c, %c) retain (%r : memref<2xf32>)
  return %r : memref<2xf32>
}
