// RUN: tbuf %s --split-input-file --empty-tensor-to-alloc-tensor
// tensor.empty -> bufferization.alloc_tensor with the same dynamic sizes.
// The pass uses the greedy rewrite driver, which also folds and erases
// dead ops, as mlir-opt's does.

func.func @f(%sz: index) -> tensor<?x4xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.addi %c1, %c2 : index
  %0 = tensor.empty(%sz) : tensor<?x4xf32>
  %1 = tensor.empty() : tensor<4xf32>
  %2 = tensor.empty(%s) : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @then_bufferize(%f: f32) -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
