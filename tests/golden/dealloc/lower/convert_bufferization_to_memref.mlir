// RUN: tbuf %s --convert-bufferization-to-memref
// Clones become alloc + copy (+ cast for a non-identity layout; sizes from
// memref.dim, folded for an allocation); deallocs are lowered as by
// bufferization-lower-deallocations. Same output as mlir-opt-22.
func.func @c(%m: memref<?x4xf32>, %s: memref<?xf32, strided<[1], offset: ?>>, %n: index)
    -> (memref<?x4xf32>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32>) {
  %0 = bufferization.clone %m : memref<?x4xf32> to memref<?x4xf32>
  %1 = bufferization.clone %s : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %a = memref.alloc(%n) : memref<?xf32>
  %2 = bufferization.clone %a : memref<?xf32> to memref<?xf32>
  return %0, %1, %2 : memref<?x4xf32>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32>
}
func.func @d(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
  return
}
