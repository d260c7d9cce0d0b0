// linalg.batch_reduce_matmul: a destination-style op like batch_matmul
// whose 2-d init (the batch summed away) is read and written in place; the
// inputs are only read.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:
// OPTIONS: bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators

func.func @brm_into_arg(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

func.func @brm_init_read_after(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?xf32>) -> (tensor<?x?xf32>, f32) {
  %0 = linalg.batch_reduce_matmul ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %i = arith.constant 0 : index
  %v = tensor.extract %c[%i, %i] : tensor<?x?xf32>
  return %0, %v : tensor<?x?xf32>, f32
}

func.func @brm_fresh_init(%a: tensor<3x2x2xi8>, %b: tensor<3x2x4xi8>) -> tensor<2x4xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x4xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<2x4xi32>) -> tensor<2x4xi32>
  %0 = linalg.batch_reduce_matmul ins(%a, %b : tensor<3x2x2xi8>, tensor<3x2x4xi8>) outs(%f : tensor<2x4xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

func.func @brm_input_is_init_source(%a: tensor<1x4x4xf32>, %c: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<1x4x4xf32>) {
  %0 = linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%a, %a : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0, %a : tensor<4x4xf32>, tensor<1x4x4xf32>
}
