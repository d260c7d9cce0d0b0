// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries copy-before-write"
// No analysis at all: every write gets a copy, calls are conservative.
func.func private @ext_read(tensor<4xf32> {bufferization.access = "read"}) -> f32
func.func @produce() -> tensor<4xf32> {
  %c = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
func.func @inplace(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %v into %t[%c1] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @no_write(%t: tensor<4xf32> {bufferization.writable = false}, %v: f32) -> (tensor<4xf32>, f32) {
  %0 = call @inplace(%t, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %r = call @ext_read(%t) : (tensor<4xf32>) -> f32
  return %0, %r : tensor<4xf32>, f32
}
func.func @chain(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %0 = call @inplace(%t, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %1 = call @inplace(%0, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %p = call @produce() : () -> tensor<4xf32>
  %2 = call @inplace(%p, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %2[%c0] : tensor<4xf32>
  %3 = call @inplace(%1, %x) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}
func.func @unranked(%u: tensor<*xf32>) -> tensor<*xf32> {
  return %u : tensor<*xf32>
}
