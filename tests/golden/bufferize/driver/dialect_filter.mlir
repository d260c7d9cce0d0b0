// RUN: tbuf %s --split-input-file --one-shot-bufferize="dialect-filter=tensor,bufferization"
// dialect-filter: only ops of the listed dialects are bufferized; the others
// keep their tensors and are connected through to_tensor / to_buffer (no
// "op was not bufferized" error for ops the filter excludes).

func.func @filtered(%f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant dense<0.0> : tensor<4xf32>
  %0 = tensor.insert %f into %cst[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @linalg_excluded(%f: f32, %g: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert %g into %0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}
