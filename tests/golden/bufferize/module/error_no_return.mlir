// RUN: tbuf %s --allow-unregistered-dialect --one-shot-bufferize="bufferize-function-boundaries"
// A function body without func.return cannot be bufferized (checked for every function, as mlir-opt-22).
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  "test.term"(%t) : (tensor<4xf32>) -> ()
}
func.func @g(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @f(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
