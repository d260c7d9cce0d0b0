// RUN: tbuf %s --mlir-print-op-generic
// linalg.batch_reduce_matmul in generic form: its indexing maps (the output
// map drops the batch dim), operand segments and the built payload
// (extsi/extf casts, mul, add, linalg.yield).
func.func @f(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}
func.func @g(%a: memref<2x3x4xi8>, %b: memref<2x4x5xi8>, %c: memref<3x5xi32>) {
  linalg.batch_reduce_matmul ins(%a, %b : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%c : memref<3x5xi32>)
  return
}
func.func @h(%a: memref<2x4x3xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%a, %b : memref<2x4x3xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}
func.func @dyn(%a: tensor<?x?x?xf16>, %b: tensor<?x?x?xf16>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.batch_reduce_matmul {tag = 1 : i32} ins(%a, %b : tensor<?x?x?xf16>, tensor<?x?x?xf16>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
