// memref.dealloc of stack memory.
func.func @main() {
  %m = memref.alloca() : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return
}
// EXPECT-STDERR: free_alloca.mlir:4:3: error: tbuf interpret: free of memory not owned: memref.dealloc frees stack allocation #1 (8 bytes, memref.alloca at free_alloca.mlir:3:8 in @main): stack memory (memref.alloca), freed automatically when its function returns; call stack: @main
