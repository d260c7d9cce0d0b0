// RUN: tbuf %s --split-input-file --allow-unregistered-dialect --one-shot-bufferize=allow-unknown-ops
// allow-unknown-ops: unknown ops keep their tensors; to_tensor / to_buffer
// connect them to the bufferized ops around them, and the analysis assumes
// they read, write and alias every tensor they touch.

func.func @unknown_op_between(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %a = tensor.insert %f into %e[%c0] : tensor<4xf32>
  %0 = "test.foo"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  %2 = tensor.extract %1[%c0] : tensor<4xf32>
  return %2 : f32
}

// -----

func.func @unknown_op_result_returned(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
