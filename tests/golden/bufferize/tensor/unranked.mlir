// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Checked: byte-identical to mlir-opt-22 with the same options, except the
// third result: mlir-opt-22 returns the cast's unranked source (memref<*xf32>
// for a tensor<?xf32> result); tbuf keeps the ranked type (a deliberate
// deviation: callers must see the rank the tensor type promises).
// Unranked tensors: cast to/from unranked (memref.cast, fully dynamic layout
// for the ranked side), rank and dim on the unranked buffer.

func.func @g(%t: tensor<4xf32>, %u: tensor<*xf32>) -> (tensor<*xf32>, index, tensor<?xf32>, index) {
  %c0 = arith.constant 0 : index
  %0 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %1 = tensor.rank %u : tensor<*xf32>
  %2 = tensor.cast %u : tensor<*xf32> to tensor<?xf32>
  %3 = tensor.dim %u, %c0 : tensor<*xf32>
  return %0, %1, %2, %3 : tensor<*xf32>, index, tensor<?xf32>, index
}
