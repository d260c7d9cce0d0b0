// The examples of MLIR's Bufferization documentation and the Comprehensive Bufferize RFC,
// completed into runnable functions (tosa.matmul replaced by linalg.matmul).
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries print-conflicts
// OPTIONS:

// "Debugging Buffer Copies": the RaW conflict on %0.
func.func @doc_debug_copies(%arg0: f32, %arg1: f32, %arg2: index, %arg3: index) -> (f32, tensor<3xf32>) {
  %0 = tensor.from_elements %arg0, %arg0, %arg0 : tensor<3xf32>
  %1 = tensor.insert %arg1 into %0[%arg2] : tensor<3xf32>
  %r = tensor.extract %0[%arg3] : tensor<3xf32>
  func.return %r, %1 : f32, tensor<3xf32>
}

// Non-DPS op: tensor.generate always allocates.
func.func @doc_generate(%sz: index) -> tensor<?xf32> {
  %0 = tensor.generate %sz {
  ^bb0(%i : index):
    %cst = arith.constant 0.0 : f32
    tensor.yield %cst : f32
  } : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// The same computation in DPS form with linalg.generic outs(%t).
func.func @doc_generic_outs(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
                      outs(%t : tensor<?xf32>) {
    ^bb0(%arg0 : f32):
      %cst = arith.constant 0.0 : f32
      linalg.yield %cst : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// Overwriting a slice: subview + generic on the subview, insert_slice is a no-op.
func.func @doc_overwrite_slice(%s: tensor<?xf32>, %idx: index, %sz: index) -> tensor<?xf32> {
  %t = tensor.extract_slice %s [%idx] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
                      outs(%t : tensor<?xf32>) {
    ^bb0(%arg0 : f32):
      %cst = arith.constant 1.0 : f32
      %v = arith.addf %arg0, %cst : f32
      linalg.yield %v : f32
  } -> tensor<?xf32>
  %1 = tensor.insert_slice %0 into %s [%idx] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}

// The same, but %s is read after the insert_slice: RaW conflict.
func.func @doc_overwrite_slice_then_read(%s: tensor<?xf32>, %idx: index, %sz: index) -> (tensor<?xf32>, f32) {
  %t = tensor.extract_slice %s [%idx] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
                      outs(%t : tensor<?xf32>) {
    ^bb0(%arg0 : f32):
      %cst = arith.constant 1.0 : f32
      %v = arith.addf %arg0, %cst : f32
      linalg.yield %v : f32
  } -> tensor<?xf32>
  %1 = tensor.insert_slice %0 into %s [%idx] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
  %e = tensor.extract %s[%idx] : tensor<?xf32>
  return %1, %e : tensor<?xf32>, f32
}

// "Tensor / Buffer Boundary": matmul result materialized in an existing buffer.
func.func @doc_test_matmul(%A: memref<1x17x19xf32>, %B: memref<1x19x29xf32>, %C: memref<1x17x29xf32>) {
  %A_tensor = bufferization.to_tensor %A restrict : memref<1x17x19xf32> to tensor<1x17x19xf32>
  %B_tensor = bufferization.to_tensor %B restrict : memref<1x19x29xf32> to tensor<1x19x29xf32>
  %e = tensor.empty() : tensor<1x17x29xf32>
  %cst = arith.constant 0.0 : f32
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<1x17x29xf32>) -> tensor<1x17x29xf32>
  %0 = linalg.batch_matmul ins(%A_tensor, %B_tensor : tensor<1x17x19xf32>, tensor<1x19x29xf32>)
                           outs(%z : tensor<1x17x29xf32>) -> tensor<1x17x29xf32>
  bufferization.materialize_in_destination %0 in restrict writable %C
      : (tensor<1x17x29xf32>, memref<1x17x29xf32>) -> ()
  return
}

// A single use-def chain: everything in place.
func.func @doc_single_chain(%t: tensor<?xf32>, %f: f32, %i: index) -> tensor<?xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %2 = tensor.insert %f into %1[%i] : tensor<?xf32>
  return %2 : tensor<?xf32>
}

// The chain splits: %0 is still read after the second write.
func.func @doc_split_chain(%t: tensor<?xf32>, %f: f32, %i: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.insert %f into %t[%i] : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %2 = tensor.insert %f into %0[%i] : tensor<?xf32>
  return %1, %2 : tensor<?xf32>, tensor<?xf32>
}
