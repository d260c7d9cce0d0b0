// materialize_in_destination with a tensor destination: only with function
// boundaries (otherwise the destination argument is read-only, see negative.mlir).
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries analysis-heuristic=top-down

func.func @b_materialize_into_tensor(%src: tensor<4xf32>, %dst: tensor<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.materialize_in_destination %src in %dst : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @b_materialize_slice_into_tensor(%src: tensor<4xf32>, %dst: tensor<16xf32>) -> tensor<16xf32> {
  %s = tensor.extract_slice %dst[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %0 = bufferization.materialize_in_destination %src in %s : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert_slice %0 into %dst[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}


func.func @b_materialize_generic_into_tensor(%a: tensor<8xf32>, %dst: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.map { arith.negf } ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>)
  %1 = bufferization.materialize_in_destination %0 in %dst : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
