// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Checked against mlir-opt-22: identical except for the arith.addi size arithmetic noted below.
// tensor.concat -> a new allocation and one subview + memref.copy per
// input at the running offset along the concatenated dim. Deviation from
// mlir-opt-22: sizes and offsets are summed with arith.addi (mlir-opt:
// affine.apply), and the dead index constant of MLIR's result-shape
// reification is not created.

func.func @concat_static_dim(%a: tensor<2x?xf32>, %b: tensor<3x?xf32>) -> tensor<5x?xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x?xf32>, tensor<3x?xf32>) -> tensor<5x?xf32>
  return %0 : tensor<5x?xf32>
}

func.func @concat_dynamic_dim(%a: tensor<4x2xf32>, %b: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<4x2xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

func.func @concat3(%a: tensor<?x4xf32>, %b: tensor<2x4xf32>, %c: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<?x4xf32>, tensor<2x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
