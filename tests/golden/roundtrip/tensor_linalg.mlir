// RUN: tbuf %s
// Tensor and linalg ops on destination-passing style values.

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @kernel(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %i: index) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
  %relu = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<4x16xf32>) outs(%empty : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x16xf32>
  %slice = tensor.extract_slice %relu[0, 0] [2, 16] [1, 1] : tensor<4x16xf32> to tensor<2x16xf32>
  %back = tensor.insert_slice %slice into %relu[2, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<4x16xf32>
  %v = tensor.extract %back[%i, %i] : tensor<4x16xf32>
  %out = tensor.insert %v into %back[%i, %i] : tensor<4x16xf32>
  return %out : tensor<4x16xf32>
}
