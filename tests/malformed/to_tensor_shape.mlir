// What is wrong: bufferization.to_tensor between memref<4xf32> and
// tensor<8xf32>; two errors are reported for the same op.
func.func @f(%m: memref<4xf32>) -> tensor<8xf32> {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<8xf32>
  return %0 : tensor<8xf32>
}
