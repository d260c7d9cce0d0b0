// RUN: tbuf %s --split-input-file
// linalg.broadcast: round trip of valid ops (result named %broadcasted) and the verifier with mlir-opt-22's messages (rank, dimension range, matching dims).
func.func @ok(%a: tensor<16xf32>, %i: tensor<16x64xf32>, %m: memref<4xi32>, %mi: memref<2x4x3xi32>) -> tensor<16x64xf32> {
  %0 = linalg.broadcast ins(%a : tensor<16xf32>) outs(%i : tensor<16x64xf32>) dimensions = [1]
  linalg.broadcast ins(%m : memref<4xi32>) outs(%mi : memref<2x4x3xi32>) dimensions = [0, 2]
  return %0 : tensor<16x64xf32>
}
// -----
func.func @rank(%a: tensor<16xf32>, %i: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %0 = linalg.broadcast ins(%a : tensor<16xf32>) outs(%i : tensor<16x64xf32>) dimensions = [0, 1]
  return %0 : tensor<16x64xf32>
}
// -----
func.func @range(%a: tensor<16xf32>, %i: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %0 = linalg.broadcast ins(%a : tensor<16xf32>) outs(%i : tensor<16x64xf32>) dimensions = [2]
  return %0 : tensor<16x64xf32>
}
// -----
func.func @dim(%a: tensor<16xf32>, %i: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %0 = linalg.broadcast ins(%a : tensor<16xf32>) outs(%i : tensor<16x64xf32>) dimensions = [0]
  return %0 : tensor<16x64xf32>
}
// -----
func.func @order(%a: tensor<16xf32>, %i: tensor<2x16x3xf32>) -> tensor<2x16x3xf32> {
  %0 = linalg.broadcast ins(%a : tensor<16xf32>) outs(%i : tensor<2x16x3xf32>) dimensions = [2, 0]
  return %0 : tensor<2x16x3xf32>
}
