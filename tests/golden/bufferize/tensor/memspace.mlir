// RUN: tbuf %s --one-shot-bufferize
// Checked: byte-identical to mlir-opt-22 with the same options.
// Memory spaces flow from the source buffer through views (subview, cast,
// collapse/expand) and into the allocation of tensor.pad.

func.func @views(%m: memref<8x16xf32, 3>, %f: f32) -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m restrict : memref<8x16xf32, 3> to tensor<8x16xf32>
  %0 = tensor.extract_slice %t[1, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %1 = tensor.cast %0 : tensor<4x4xf32> to tensor<?x4xf32>
  %2 = tensor.collapse_shape %t [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  %3 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
  %4 = tensor.pad %0 low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  %e0 = tensor.extract %1[%c0, %c0] : tensor<?x4xf32>
  %e1 = tensor.extract %2[%c0] : tensor<128xf32>
  %e2 = tensor.extract %3[%c0, %c0, %c0] : tensor<2x4x16xf32>
  %e3 = tensor.extract %4[%c0, %c0] : tensor<6x6xf32>
  return %e0, %e1, %e2, %e3 : f32, f32, f32, f32
}
