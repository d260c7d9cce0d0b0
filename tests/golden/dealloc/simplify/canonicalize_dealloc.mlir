// RUN: tbuf %s --canonicalize
// bufferization.dealloc canonicalization patterns: duplicate memrefs and
// retained values, false conditions, empty deallocs, extract_strided_metadata
// of an allocation, unused allocations. Same output as mlir-opt-22.
func.func @f(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %c0: i1, %c1: i1) -> (i1, i1, i1) {
  %false = arith.constant false
  bufferization.dealloc (%arg0, %arg0 : memref<2xf32>, memref<2xf32>) if (%c0, %c1)
  %0:2 = bufferization.dealloc (%arg1 : memref<2xf32>) if (%c0) retain (%arg0, %arg0 : memref<2xf32>, memref<2xf32>)
  %1 = bufferization.dealloc (%arg1 : memref<2xf32>) if (%false) retain (%arg0 : memref<2xf32>)
  return %0#0, %0#1, %1 : i1, i1, i1
}
func.func @g(%arg0: memref<2xf32>, %c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base, %arg0 : memref<f32>, memref<2xf32>) if (%c, %c)
  return
}
