// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(eliminate-empty-tensors))'
// Without function boundaries, arguments are read-only: the analysis the
// pass runs rejects a materialize_in_destination into one (mlir-opt-22's
// error, exit code 1).

func.func @materialize(%t: tensor<4xf32>, %m: memref<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = bufferization.materialize_in_destination %0 in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %2 = linalg.fill ins(%s : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %2 in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return %1 : tensor<4xf32>
}
