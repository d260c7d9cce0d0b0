// The same buffer freed twice, the second time through a cast.
func.func @main() {
  %m = memref.alloc() : memref<8xi32>
  %c = memref.cast %m : memref<8xi32> to memref<?xi32>
  memref.dealloc %m : memref<8xi32>
  memref.dealloc %c : memref<?xi32>
  return
}
// EXPECT-STDERR: double_free.mlir:6:3: error: tbuf interpret: double free: memref.dealloc frees allocation #1 (32 bytes, memref.alloc at double_free.mlir:3:8 in @main), which was already freed by memref.dealloc at double_free.mlir:5:3; call stack: @main
