// RUN: tbuf %s --bufferization-lower-deallocations
// An existing @dealloc_helper symbol: the helper is renamed as by MLIR's
// SymbolTable::insert (same output as mlir-opt-22).
func.func private @dealloc_helper()
func.func private @dealloc_helper_0()
func.func @general2(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
  return
}
