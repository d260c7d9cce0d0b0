// RUN: tbuf %s --expand-realloc=emit-deallocs=false
// Same output as mlir-opt-22 --expand-realloc=emit-deallocs=false (byte-identical):
// the source buffer is not freed (the deallocation pipeline owns it).
func.func @dyn_to_dyn(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
  %0 = memref.realloc %arg0(%arg1) : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @static_to_static(%arg0: memref<2xf32>) -> memref<4xf32> {
  %0 = memref.realloc %arg0 {alignment = 8 : i64} : memref<2xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @static_to_dyn(%arg0: memref<2xf32>, %arg1: index) -> memref<?xf32> {
  %0 = memref.realloc %arg0(%arg1) : memref<2xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @dyn_to_static(%arg0: memref<?xf32>) -> memref<4xf32> {
  %0 = memref.realloc %arg0 : memref<?xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
