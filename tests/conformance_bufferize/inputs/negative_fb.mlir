// Rejected with function boundaries only.
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries analysis-heuristic=top-down

// EXPECT-ERROR: not bufferizable under the given constraints: cannot avoid RaW conflict
func.func @n_materialize_raw_conflict(%src: tensor<4xf32>, %dst: tensor<4xf32>) -> (tensor<4xf32>, f32) {
  %0 = bufferization.materialize_in_destination %src in %dst : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.extract %dst[%c0] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, f32
}

// -----

// mlir-opt-22 bug: the allocation in memory space 3 gets the fully dynamic
// layout of the function result and fails to verify. tbuf reproduces it.
// EXPECT-ERROR: 'memref.alloc' op symbol operand count does not equal memref symbol count
func.func @n_alloc_tensor_memory_space_returned(%f: f32) -> tensor<4xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// An unranked operand must bufferize in place; the opaque callee may write
// it, and %t is read afterwards: the cast cannot go out of place either.
// EXPECT-ERROR: not bufferizable under the given constraints: cannot avoid RaW conflict
func.func private @opaque_ur(tensor<*xf32>)

func.func @n_unranked_opaque_call_then_read(%t: tensor<4xf32>) -> f32 {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @opaque_ur(%u) : (tensor<*xf32>) -> ()
  %c0 = arith.constant 0 : index
  %r = tensor.extract %t[%c0] : tensor<4xf32>
  return %r : f32
}
