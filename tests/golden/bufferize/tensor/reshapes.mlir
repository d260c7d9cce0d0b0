// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Checked: byte-identical to mlir-opt-22 with the same options.
// tensor.cast -> memref.cast (the layout of the source is kept),
// collapse_shape/expand_shape -> memref views; a collapse that the source
// layout cannot guarantee contiguous (here a fully dynamic layout, or a
// non-contiguous slice) first copies the source into a new buffer.

func.func @cast(%t: tensor<4x8xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.cast %t : tensor<4x8xf32> to tensor<?x8xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x8xf32>
  return %1 : index
}

func.func @collapse_needs_copy(%t: tensor<2x3x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.extract %0[%c0, %c0] : tensor<6x4xf32>
  return %1 : f32
}

func.func @collapse_of_alloc(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<2x3x4xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.extract %0[%c0, %c0] : tensor<6x4xf32>
  %2 = tensor.extract_slice %t[0, 0, 1] [2, 3, 2] [1, 1, 1] : tensor<2x3x4xf32> to tensor<2x3x2xf32>
  %3 = tensor.collapse_shape %2 [[0, 1, 2]] : tensor<2x3x2xf32> into tensor<12xf32>
  %4 = tensor.extract %3[%c0] : tensor<12xf32>
  %5 = arith.addf %1, %4 : f32
  return %5 : f32
}

func.func @expand(%t: tensor<?x4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %1 = tensor.extract %0[%c0, %c0, %c0] : tensor<?x2x4xf32>
  return %1 : f32
}

func.func @collapse_to_0d(%f: f32) -> f32 {
  %e = tensor.empty() : tensor<1x1xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<1x1xf32>) -> tensor<1x1xf32>
  %0 = tensor.collapse_shape %t [] : tensor<1x1xf32> into tensor<f32>
  %1 = tensor.extract %0[] : tensor<f32>
  return %1 : f32
}
