// RUN: tbuf %s --mlir-print-op-generic
// linalg.dot in generic form: its payload (mulf/addf, muli/addi after sign extension) and the implied maps memoized in linalg.memoized_indexing_maps, as mlir-opt-22 prints them.
func.func @dot(%a: tensor<?xf32>, %b: tensor<?xf32>, %c: tensor<f32>) -> tensor<f32> {
  %0 = linalg.dot ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @dotm(%a: memref<4xi8>, %b: memref<4xi8>, %c: memref<i32>) {
  linalg.dot ins(%a, %b : memref<4xi8>, memref<4xi8>) outs(%c : memref<i32>)
  return
}
