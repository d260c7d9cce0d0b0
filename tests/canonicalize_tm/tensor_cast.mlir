// tensor.cast folds and the patterns folding casts into producers and
// consumers.
func.func @cast_chain(%t: tensor<4x8xf32>) -> tensor<?x?xf32> {
  %a = tensor.cast %t : tensor<4x8xf32> to tensor<?x8xf32>
  %b = tensor.cast %a : tensor<?x8xf32> to tensor<?x?xf32>
  return %b : tensor<?x?xf32>
}

// -----
func.func @cast_same_type(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = tensor.cast %t : tensor<4x8xf32> to tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----
func.func @cast_roundtrip(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %b = tensor.cast %a : tensor<?x?xf32> to tensor<4x8xf32>
  return %b : tensor<4x8xf32>
}

// -----
func.func @cast_chain_keeps_check(%t: tensor<?xf32>) -> tensor<?xf32> {
  %a = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %b = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  return %b : tensor<?xf32>
}

// -----
func.func @cast_chain_joined(%t: tensor<?x8xf32>) -> tensor<4x?xf32> {
  %a = tensor.cast %t : tensor<?x8xf32> to tensor<?x?xf32>
  %b = tensor.cast %a : tensor<?x?xf32> to tensor<4x?xf32>
  return %b : tensor<4x?xf32>
}

// -----
func.func @cast_unranked(%t: tensor<4xf32>) -> tensor<?xf32> {
  %a = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %b = tensor.cast %a : tensor<*xf32> to tensor<?xf32>
  return %b : tensor<?xf32>
}

// -----
func.func @cast_of_empty(%n: index, %m: index) -> tensor<4x?xf32> {
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %c = tensor.cast %e : tensor<?x?xf32> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}

// -----
func.func @cast_of_extract_slice(%t: tensor<128x512xf32>, %o: index, %s: index) -> tensor<16x512xf32> {
  %e = tensor.extract_slice %t[%o, 0] [%s, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
  %c = tensor.cast %e : tensor<?x512xf32> to tensor<16x512xf32>
  return %c : tensor<16x512xf32>
}

// -----
func.func @extract_of_cast(%t: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %e = tensor.extract %a[%c0] : tensor<4xf32>
  return %e : f32
}

// -----
func.func @extract_of_unranked_cast(%t: tensor<*xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %e = tensor.extract %a[%c0] : tensor<4xf32>
  return %e : f32
}

// -----
func.func @insert_into_cast(%t: tensor<4xf32>, %v: f32, %i: index) -> tensor<?xf32> {
  %a = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = tensor.insert %v into %a[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----
func.func @extract_slice_of_cast(%t: tensor<16x16xf32>, %o: index) -> tensor<3x4xf32> {
  %a = tensor.cast %t : tensor<16x16xf32> to tensor<?x?xf32>
  %e = tensor.extract_slice %a[%o, %o] [3, 4] [1, 1] : tensor<?x?xf32> to tensor<3x4xf32>
  return %e : tensor<3x4xf32>
}

// -----
func.func @insert_slice_of_cast(%s: tensor<2x3xf32>, %t: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %a = tensor.cast %s : tensor<2x3xf32> to tensor<?x?xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = tensor.insert_slice %a into %t[%o, %o] [%c2, %c3] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----
func.func @insert_slice_into_cast(%s: tensor<2x3xf32>, %t: tensor<8x8xf32>, %o: index) -> tensor<?x?xf32> {
  %a = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %s into %a[%o, %o] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----
func.func @insert_slice_constant_sizes(%s: tensor<?x?xf32>, %t: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = tensor.insert_slice %s into %t[%o, %o] [%c2, %c3] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----
func.func @collapse_of_cast(%t: tensor<2x3x4xf32>) -> tensor<?x4xf32> {
  %a = tensor.cast %t : tensor<2x3x4xf32> to tensor<?x3x4xf32>
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
  return %c : tensor<?x4xf32>
}

// -----
func.func @expand_of_cast(%t: tensor<12xf32>) -> tensor<?x4xf32> {
  %c3 = arith.constant 3 : index
  %a = tensor.cast %t : tensor<12xf32> to tensor<?xf32>
  %e = tensor.expand_shape %a [[0, 1]] output_shape [%c3, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

// -----
func.func @bitcast_chain(%t: tensor<4xi32>) -> tensor<4xi32> {
  %a = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  %b = tensor.bitcast %a : tensor<4xf32> to tensor<4xui32>
  %c = tensor.bitcast %b : tensor<4xui32> to tensor<4xi32>
  return %c : tensor<4xi32>
}
