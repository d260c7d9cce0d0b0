// bufferization.dealloc retains a buffer that was already freed.
func.func @main() {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.dealloc %b : memref<2xf32>
  %r = bufferization.dealloc (%a : memref<2xf32>) if (%true) retain (%b : memref<2xf32>)
  return
}
// EXPECT-STDERR: dealloc_retained_freed.mlir:7:8: error: tbuf interpret: inconsistent bufferization.dealloc: bufferization.dealloc retains (operand 0 of retain) allocation #2 (8 bytes, memref.alloc at dealloc_retained_freed.mlir:5:8 in @main), which was already freed by memref.dealloc at dealloc_retained_freed.mlir:6:3; call stack: @main
