// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// Recursion is accepted (mlir-opt 22): functions in a call cycle are analysed without boundary facts, calls into them are conservative and get no bufferization.access.
func.func @recursive_function(%a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0:2 = call @recursive_function(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}
