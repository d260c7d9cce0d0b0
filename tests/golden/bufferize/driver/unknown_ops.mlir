// RUN: tbuf %s --split-input-file --allow-unregistered-dialect --one-shot-bufferize
// Ops without a bufferization model that still have tensors after the
// rewrite are errors ("op was not bufferized"), located at the op. Unused
// ops free of side effects are tolerated (they would fold away).

func.func @unknown_op(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unknown_op_consumed(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.extract %0[%c0] : tensor<4xf32>
  return %1 : f32
}

// -----

// A pure op with tensor operands and no uses is not reported.
func.func @unused_pure_op(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  return %t : tensor<4xf32>
}
