// memref.dealloc of a subview at a non-zero offset: the view does not own
// the allocation.
func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  %v = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %v : memref<4xf32, strided<[1], offset: 2>>
  return
}
// EXPECT-STDERR: free_view.mlir:6:3: error: tbuf interpret: free of memory not owned: memref.dealloc frees a view at element offset 2 into allocation #1 (32 bytes, memref.alloc at free_view.mlir:4:8 in @main), not the allocation itself; call stack: @main
