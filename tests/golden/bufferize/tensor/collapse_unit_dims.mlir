// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Checked: byte-identical to mlir-opt-22 with the same options.
// collapse_shape of buffers with fully dynamic layouts: unit dims are
// skipped when proving contiguity (their strides do not matter), so groups
// whose other dims are all 1 collapse in place; any other group with a
// dynamic stride is copied into an identity-layout buffer first.

func.func @collapse_1_1(%t: tensor<1x1xf32>) -> tensor<1xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
  return %0 : tensor<1xf32>
}

func.func @collapse_2_1(%t: tensor<2x1xf32>) -> tensor<2xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @collapse_1_4(%t: tensor<1x4xf32>) -> tensor<4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @collapse_4_1_1(%t: tensor<4x1x1xf32>) -> tensor<4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<4x1x1xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @collapse_1_1_4(%t: tensor<1x1x4xf32>) -> tensor<4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<1x1x4xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @collapse_2_3(%t: tensor<2x3xf32>) -> tensor<6xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %0 : tensor<6xf32>
}

func.func @collapse_d_1(%t: tensor<?x1xf32>) -> tensor<?xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x1xf32> into tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @collapse_1_d(%t: tensor<1x?xf32>) -> tensor<?xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<1x?xf32> into tensor<?xf32>
  return %0 : tensor<?xf32>
}

