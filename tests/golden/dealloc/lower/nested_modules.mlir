// RUN: tbuf %s --bufferization-lower-deallocations
// One helper per symbol table: the nested module gets its own (same output as
// mlir-opt-22).
module {
  module @inner {
    func.func @g(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
      bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
      return
    }
  }
  func.func @h(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
    bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
    return
  }
}
