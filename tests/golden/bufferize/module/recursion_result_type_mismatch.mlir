// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries"
// mlir-opt 22 narrows the result type of @g after @f was bufferized against the old one, producing an invalid call (verifier error after the pass). tbuf follows the same algorithm.
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %x = func.call @g(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  return %e : tensor<4xf32>
}
func.func @g(%a: tensor<4xf32>) -> tensor<4xf32> {
  %x = func.call @f(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  return %e : tensor<4xf32>
}
