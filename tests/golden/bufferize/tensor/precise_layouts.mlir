// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Checked: byte-identical to mlir-opt-22 with the same options.
// Slices and reshapes of new allocations (identity layouts): the inferred
// subview / collapse / expand layouts are fully static where possible, and
// a collapse of a non-contiguous slice copies first.

func.func @slices_of_alloc(%f: f32, %i: index) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8x16x4xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
  %0 = tensor.extract_slice %t[1, 2, 0] [2, 4, 4] [2, 1, 1] : tensor<8x16x4xf32> to tensor<2x4x4xf32>
  %1 = tensor.extract_slice %0[1, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<2x4x4xf32> to tensor<4x4xf32>
  %2 = tensor.collapse_shape %1 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  %3 = tensor.extract_slice %t[%i, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  %4 = tensor.collapse_shape %3 [[0, 1]] : tensor<16x4xf32> into tensor<64xf32>
  %5 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [4, 4, 4] : tensor<64xf32> into tensor<4x4x4xf32>
  %6 = tensor.extract %2[%c0] : tensor<16xf32>
  %7 = tensor.extract %5[%c0, %c0, %c0] : tensor<4x4x4xf32>
  %8 = tensor.extract %1[%c0, %c0] : tensor<4x4xf32>
  return %6, %7, %8 : f32, f32, f32
}

func.func @insert_into_alloc(%s: tensor<4x4xf32>, %i: index, %f: f32) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %0 = tensor.insert_slice %s into %t[%i, 4] [4, 4] [1, 3] : tensor<4x4xf32> into tensor<8x16xf32>
  %1 = tensor.cast %0 : tensor<8x16xf32> to tensor<?x?xf32>
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

func.func @from_elements_then_slice(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf32>
  %1 = tensor.extract_slice %0[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<2xf32>
  %2 = tensor.extract %1[%c0] : tensor<2xf32>
  return %2 : f32
}
