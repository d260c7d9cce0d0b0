// RUN: tbuf %s --pass-pipeline="builtin.module(one-shot-bufferize{bufferize-function-boundaries=true function-boundary-type-conversion=identity-layout-map})"
// The textual pipeline form takes the same options as the flag form.

func.func @f(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
