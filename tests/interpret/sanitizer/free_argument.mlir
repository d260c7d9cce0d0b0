// INTERPRET-ARGS: --entry kernel --random-inputs 1
// memref.dealloc of a buffer the caller passed in (the entry's argument,
// made by --random-inputs): the function does not own it.
func.func @kernel(%m: memref<?xf32>) {
  memref.dealloc %m : memref<?xf32>
  return
}
// EXPECT-STDERR: free_argument.mlir:5:3: error: tbuf interpret: free of memory not owned: memref.dealloc frees external allocation #1 (16 bytes, random argument #0 of @kernel): a buffer passed in by the caller; call stack: @kernel
