// RUN: tbuf %s --buffer-deallocation-simplification
// Every memref must-aliases one retained value (a cast of it): all are
// dropped, their conditions OR-ed into the results, and the empty dealloc
// erased. Same output as mlir-opt-22.
func.func @ret(%c: i1) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, i1, i1, i1, i1, i1) {
  %a0 = memref.alloc() : memref<2xf32>
  %r0 = memref.cast %a0 : memref<2xf32> to memref<2xf32>
  %a1 = memref.alloc() : memref<2xf32>
  %r1 = memref.cast %a1 : memref<2xf32> to memref<2xf32>
  %a2 = memref.alloc() : memref<2xf32>
  %r2 = memref.cast %a2 : memref<2xf32> to memref<2xf32>
  %a3 = memref.alloc() : memref<2xf32>
  %r3 = memref.cast %a3 : memref<2xf32> to memref<2xf32>
  %a4 = memref.alloc() : memref<2xf32>
  %r4 = memref.cast %a4 : memref<2xf32> to memref<2xf32>
  %o:5 = bufferization.dealloc (%a0, %a1, %a2, %a3, %a4 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c, %c, %c, %c, %c) retain (%r0, %r1, %r2, %r3, %r4 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>)
  return %r0, %r1, %r2, %r3, %r4, %o#0, %o#1, %o#2, %o#3, %o#4 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, i1, i1, i1, i1, i1
}
