// Rejected without function boundaries (the destination argument is read-only).
// OPTIONS:

// EXPECT-ERROR: not bufferizable under the given constraints: would write to read-only buffer
func.func @n_materialize_read_only_dest(%src: tensor<4xf32>, %dst: tensor<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.materialize_in_destination %src in %dst : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
