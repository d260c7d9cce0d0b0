// RUN: tbuf %s --canonicalize
// linalg.broadcast canonicalization as mlir-opt-22: a broadcast adding no dims is its input; a broadcast of a broadcast is one broadcast adding both sets of dims.
func.func @idb(%a: tensor<16xf32>, %i: tensor<16xf32>) -> tensor<16xf32> {
  %0 = linalg.broadcast ins(%a : tensor<16xf32>) outs(%i : tensor<16xf32>) dimensions = []
  return %0 : tensor<16xf32>
}
func.func @bb(%a: tensor<16xf32>, %i: tensor<16x4xf32>, %j: tensor<2x16x4xf32>) -> tensor<2x16x4xf32> {
  %0 = linalg.broadcast ins(%a : tensor<16xf32>) outs(%i : tensor<16x4xf32>) dimensions = [1]
  %1 = linalg.broadcast ins(%0 : tensor<16x4xf32>) outs(%j : tensor<2x16x4xf32>) dimensions = [0]
  return %1 : tensor<2x16x4xf32>
}
