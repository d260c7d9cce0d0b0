// RUN: tbuf %s --split-input-file
// tensor.reshape and memref.reshape verifiers with mlir-opt-22's messages: 1-d integer or index shape operands, identity layouts for memref.reshape, element types, element counts, shape length against the result rank.
func.func @case_a(%t: tensor<4x4xf32>, %s: tensor<1xf32>) {
  %r = tensor.reshape %t(%s) : (tensor<4x4xf32>, tensor<1xf32>) -> tensor<16xf32>
  return
}
// -----
func.func @case_b(%t: tensor<4x4xf32>, %s: tensor<2x1xindex>) {
  %r = tensor.reshape %t(%s) : (tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<16xf32>
  return
}
// -----
func.func @case_c(%t: memref<4x4xf32>, %s: memref<1xf32>) {
  %r = memref.reshape %t(%s) : (memref<4x4xf32>, memref<1xf32>) -> memref<16xf32>
  return
}
// -----
func.func @case_d(%t: memref<4x4xf32, strided<[8, 1]>>, %s: memref<1xindex>) {
  %r = memref.reshape %t(%s) : (memref<4x4xf32, strided<[8, 1]>>, memref<1xindex>) -> memref<16xf32>
  return
}
// -----
func.func @case_e(%t: tensor<4x4xf32>, %s: tensor<1xindex>) {
  %r = tensor.reshape %t(%s) : (tensor<4x4xf32>, tensor<1xindex>) -> tensor<15xf32>
  return
}
// -----
func.func @case_f(%t: tensor<4x4xf32>, %s: tensor<?xindex>) {
  %r = tensor.reshape %t(%s) : (tensor<4x4xf32>, tensor<?xindex>) -> tensor<16xf32>
  return
}
// -----
func.func @case_g(%t: memref<4x4xf32>, %s: memref<2xindex>) {
  %r = memref.reshape %t(%s) : (memref<4x4xf32>, memref<2xindex>) -> memref<16xf32>
  return
}
// -----
func.func @case_h(%t: memref<4x4xf32>, %s: memref<1xindex>) {
  %r = memref.reshape %t(%s) : (memref<4x4xf32>, memref<1xindex>) -> memref<16xi32>
  return
}
// -----
func.func @case_i(%t: memref<4x4xf32>, %s: memref<1xindex>) {
  %r = memref.reshape %t(%s) : (memref<4x4xf32>, memref<1xindex>) -> memref<16xf32, strided<[2]>>
  return
}
