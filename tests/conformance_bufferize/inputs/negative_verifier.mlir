// Bufferization-dialect ops that the verifier rejects before the pass runs
// (tbuf must reject them with mlir-opt-22's message and location).
// OPTIONS:
// OPTIONS: bufferize-function-boundaries

// EXPECT-ERROR: dynamic sizes not needed when copying a tensor
func.func @n_alloc_tensor_copy_with_sizes(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXPECT-ERROR: incorrect number of dynamic sizes, has 1, expected 0
func.func @n_alloc_tensor_extra_size(%n: index) -> tensor<4xf32> {
  %0 = bufferization.alloc_tensor(%n) : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// EXPECT-ERROR: 'writable' must be specified if and only if the destination is of memref type
func.func @n_materialize_memref_not_writable(%t: tensor<4xf32>, %m: memref<4xf32>) {
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// EXPECT-ERROR: 'restrict' is valid only for memref destinations
func.func @n_materialize_tensor_restrict(%t: tensor<4xf32>, %d: tensor<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.materialize_in_destination %t in restrict %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
