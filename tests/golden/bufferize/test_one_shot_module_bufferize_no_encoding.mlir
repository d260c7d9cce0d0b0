// RUN: tbuf %s --test-one-shot-module-bufferize
// The buffer type of test.create_tensor_op and test.dummy_tensor_op comes
// from a #test.tensor_encoding; without one tbuf reports an error
// (mlir-opt-22 crashes on this input).
func.func @no_encoding() -> tensor<4xf32> {
  %0 = "test.create_tensor_op"() : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
