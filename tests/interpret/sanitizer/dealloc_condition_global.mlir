// bufferization.dealloc whose condition claims ownership of a global.
memref.global "private" @g : memref<2xf32> = dense<[1.0, 2.0]>

func.func @main() {
  %true = arith.constant true
  %g = memref.get_global @g : memref<2xf32>
  bufferization.dealloc (%g : memref<2xf32>) if (%true)
  return
}
// EXPECT-STDERR: dealloc_condition_global.mlir:7:3: error: tbuf interpret: inconsistent bufferization.dealloc: bufferization.dealloc claims ownership (condition 0 is true) of global allocation #1 @g (8 bytes, memref.global at dealloc_condition_global.mlir:2:1), which is not heap memory; call stack: @main
