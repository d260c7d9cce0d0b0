// TBUF-RUN-ARGS: --pass-pipeline=builtin.module(one-shot-bufferize{bufferize-function-boundaries})
// EXPECT-STDERR: tbuf runtime: 1 allocations, peak 16 bytes live, 1 leaked (16 bytes), 0 bad frees
// EXPECT-STDERR: tbuf runtime: leak: 16 bytes allocated at leak_without_dealloc.mlir:10:8 (memref.alloc from tensor.empty in @main) never freed (allocation #1 at 0x
// Negative execution test: without the deallocation pipeline the tensor
// allocated by linalg.fill's init is never freed; `tbuf run` must print the
// program's output, report the leak and exit non-zero.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @main() {
  %e = tensor.empty() : tensor<4xf32>
  %v = arith.constant 1.5 : f32
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %f : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
