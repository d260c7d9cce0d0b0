// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries=1
// With the analysis, a function body without func.return cannot be
// bufferized (mlir-opt-22's message), even without tensors.
func.func private @no_return(%m: memref<4xi32>) {
  spirv.Return
}
