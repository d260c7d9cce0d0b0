// RUN: tbuf %s --emit=c
// Tensor ops must be gone before C emission: a located error.
func.func @f(%m: memref<4xf32>) -> f32 {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  return %v : f32
}
