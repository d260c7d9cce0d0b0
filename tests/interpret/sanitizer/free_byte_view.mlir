// memref.dealloc of a memref.view: the view does not own the bytes it
// views; free the buffer under it instead.
func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<16xi8>
  %v = memref.view %m[%c0][] : memref<16xi8> to memref<4xf32>
  memref.dealloc %v : memref<4xf32>
  return
}
// EXPECT-STDERR: free_byte_view.mlir:7:3: error: tbuf interpret: free of memory not owned: memref.dealloc frees byte view allocation #2 (16 bytes, memref.view at free_byte_view.mlir:6:8 in @main, over the bytes of allocation #1): a memref.view of another allocation (free that one); call stack: @main
