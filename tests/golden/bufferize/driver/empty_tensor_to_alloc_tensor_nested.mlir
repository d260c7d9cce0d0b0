// RUN: tbuf %s --pass-pipeline="builtin.module(func.func(empty-tensor-to-alloc-tensor),one-shot-bufferize{bufferize-function-boundaries})"
// The pass runs on any op, here on each function, before bufferization.

func.func @f(%sz: index, %f: f32) -> tensor<?xf32> {
  %0 = tensor.empty(%sz) : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
