// RUN: tbuf %s --one-shot-bufferize
// Checked: byte-identical to mlir-opt-22 with the same options.
// Buffers with a strided affine-map layout (from to_tensor): subview and
// expand_shape infer strided<> layouts from it; collapse_shape cannot prove
// contiguity and copies first.

#perm = affine_map<(d0, d1) -> (d1 * 4 + d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%m: memref<4x4xf32, #perm>, %f: f32) -> (tensor<2x2xf32>, tensor<16xf32>, tensor<2x2x4xf32>) {
  %t = bufferization.to_tensor %m restrict : memref<4x4xf32, #perm> to tensor<4x4xf32>
  %0 = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  %1 = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  %2 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 4] : tensor<4x4xf32> into tensor<2x2x4xf32>
  return %0, %1, %2 : tensor<2x2xf32>, tensor<16xf32>, tensor<2x2x4xf32>
}
