// tensor.collapse_shape of strided sources (MLIR 22's isGuaranteedCollapsible
// = computeCollapsedLayoutMap with strict=true, which skips dims of size 1
// before it rejects a dynamic stride): with fully dynamic layouts a 1xN, 1x1
// or 2x1x1x4 source collapses in place, an Nx1 source (the unit dim is last,
// so the stride of the non-unit dim is needed) is copied into an identity
// buffer first; static strides of slices decide the same way.
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// OPTIONS:

func.func @cs_unit_leading(%t: tensor<1x4xf32>) -> tensor<4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @cs_unit_trailing(%t: tensor<4x1xf32>) -> tensor<4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @cs_all_unit(%t: tensor<1x1xf32>) -> tensor<1xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
  return %0 : tensor<1xf32>
}

func.func @cs_inner_units(%t: tensor<2x1x1x4xf32>) -> tensor<2x4xf32> {
  %0 = tensor.collapse_shape %t [[0], [1, 2, 3]] : tensor<2x1x1x4xf32> into tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

func.func @cs_row_of_slice(%t: tensor<8x16xf32>, %i: index) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[%i, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<1x16xf32>
  %0 = tensor.collapse_shape %s [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
  return %0 : tensor<16xf32>
}

func.func @cs_strided_row_of_slice(%t: tensor<8x16xf32>, %i: index) -> tensor<8xf32> {
  %s = tensor.extract_slice %t[%i, 0] [1, 8] [1, 2] : tensor<8x16xf32> to tensor<1x8xf32>
  %0 = tensor.collapse_shape %s [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @cs_column_of_slice(%t: tensor<8x16xf32>, %j: index) -> tensor<8xf32> {
  %s = tensor.extract_slice %t[0, %j] [8, 1] [1, 1] : tensor<8x16xf32> to tensor<8x1xf32>
  %0 = tensor.collapse_shape %s [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @cs_unit_slice_written(%t: tensor<8x16xf32>, %i: index, %f: f32) -> tensor<8x16xf32> {
  %s = tensor.extract_slice %t[%i, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<1x16xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
  %w = linalg.fill ins(%f : f32) outs(%c : tensor<16xf32>) -> tensor<16xf32>
  %e = tensor.expand_shape %w [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32>
  %r = tensor.insert_slice %e into %t[%i, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

func.func @cs_dynamic_unit_group(%t: tensor<1x?xf32>) -> tensor<?xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<1x?xf32> into tensor<?xf32>
  return %0 : tensor<?xf32>
}
