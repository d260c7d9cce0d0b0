// TBUF-RUN-ARGS: --pass-pipeline=builtin.module(canonicalize)
// EXPECT-STDERR: tbuf runtime: double free of 0x
// EXPECT-STDERR: : 32 bytes allocated at double_free.mlir:11:8 (memref.alloc in @main), first freed at double_free.mlir:16:3 (memref.dealloc in @main), freed again at double_free.mlir:17:3 (memref.dealloc in @main)
// EXPECT-STDERR: tbuf runtime: 1 allocations, peak 32 bytes live, 0 leaked (0 bytes), 1 bad frees
// Negative execution test: a memref freed twice (no deallocation pipeline,
// which would reject the explicit deallocs); the runtime must report the
// double free, keep running and make `tbuf run` exit non-zero.
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %m = memref.alloc() : memref<4xi64>
  %v = arith.constant 3 : i64
  linalg.fill ins(%v : i64) outs(%m : memref<4xi64>)
  %u = memref.cast %m : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<4xi64>
  memref.dealloc %m : memref<4xi64>
  return
}
