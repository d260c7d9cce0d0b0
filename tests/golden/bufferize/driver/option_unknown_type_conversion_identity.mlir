// RUN: tbuf %s --one-shot-bufferize=unknown-type-conversion=identity-layout-map
// identity-layout-map: buffers of function arguments (read through
// to_buffer) get the identity layout instead of a fully dynamic one.

func.func @f(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
