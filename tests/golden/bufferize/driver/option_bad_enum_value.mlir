// RUN: tbuf %s --one-shot-bufferize=function-boundary-type-conversion=bogus
// An enum option with a value it does not know: a command-line error (mlir-opt words it
// "Cannot find option named 'bogus'!" and exits with 1).

func.func @f(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
