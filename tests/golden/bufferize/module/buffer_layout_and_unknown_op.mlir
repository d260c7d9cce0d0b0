// RUN: tbuf %s --allow-unregistered-dialect --one-shot-bufferize="bufferize-function-boundaries"
// bufferization.buffer_layout fixes an argument layout; an unknown op inside a function is an error without allow-unknown-ops.
func.func @layout(%t: tensor<4xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>}, %u: tensor<?x?xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d1 * 8 + d0)>}) -> f32 {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  %w = tensor.extract %u[%c0, %c0] : tensor<?x?xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}
func.func @unknown(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @unknown(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
