// RUN: tbuf %s --drop-equivalent-buffer-results
// Nothing to drop: the call is still rebuilt and loses {bar}, as in mlir-opt-22.
func.func private @p(%a: memref<4xf32>) -> memref<4xf32> {
  %alloc = memref.alloc() : memref<4xf32>
  return %alloc : memref<4xf32>
}
func.func @caller(%a: memref<4xf32>) -> memref<4xf32> {
  %r = call @p(%a) {bar} : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}
