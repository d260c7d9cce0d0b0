// memref.dealloc of a global's buffer.
memref.global "private" @g : memref<2xf32> = dense<[1.0, 2.0]>

func.func @main() {
  %g = memref.get_global @g : memref<2xf32>
  memref.dealloc %g : memref<2xf32>
  return
}
// EXPECT-STDERR: free_global.mlir:6:3: error: tbuf interpret: free of memory not owned: memref.dealloc frees global allocation #1 @g (8 bytes, memref.global at free_global.mlir:2:1): a global, which is never freed; call stack: @main
