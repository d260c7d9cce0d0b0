// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// Checked: byte-identical to mlir-opt-22 with the same options.
// With identity-layout function arguments the subviews get fully static
// strided layouts, and collapse_shape of an identity buffer is a view.

func.func @f(%t: tensor<8x16xf32>, %n: index) -> (tensor<2x4x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x16xf32>, tensor<?x4xf32>) {
  %2 = tensor.extract_slice %t[0, 2] [8, 4] [1, 1] : tensor<8x16xf32> to tensor<8x4xf32>
  %3 = tensor.expand_shape %2 [[0, 1], [2]] output_shape [2, 4, 4] : tensor<8x4xf32> into tensor<2x4x4xf32>
  %4 = tensor.collapse_shape %2 [[0, 1]] : tensor<8x4xf32> into tensor<32xf32>
  %5 = tensor.extract_slice %t[1, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
  %6 = tensor.collapse_shape %5 [[0, 1]] : tensor<2x16xf32> into tensor<32xf32>
  %7 = tensor.extract_slice %t[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> to tensor<8x16xf32>
  %8 = tensor.extract_slice %t[1, 2] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  %9 = tensor.cast %8 : tensor<2x4xf32> to tensor<?x4xf32>
  return %3, %4, %6, %7, %9 : tensor<2x4x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x16xf32>, tensor<?x4xf32>
}
func.func @g(%t: tensor<2x3x4xf32>) -> tensor<2x3x2x2xf32> {
  %1 = tensor.expand_shape %t [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
  return %1 : tensor<2x3x2x2xf32>
}

func.func @insert_slice_static_layout(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>, %i: index) -> tensor<8x16xf32> {
  %0 = tensor.insert_slice %s into %t[2, %i] [4, 4] [1, 2] : tensor<4x4xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

func.func @concat_identity(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) -> tensor<5x4xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}
