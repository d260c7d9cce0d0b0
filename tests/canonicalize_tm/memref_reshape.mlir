// memref.collapse_shape / memref.expand_shape.
func.func @collapse_of_expand(%m: memref<12x4xf32>) -> memref<12x4xf32> {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<3x4x4xf32> into memref<12x4xf32>
  return %c : memref<12x4xf32>
}

// -----
func.func @expand_of_collapse(%m: memref<3x4x4xf32>) -> memref<3x4x4xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x4xf32> into memref<12x4xf32>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  return %e : memref<3x4x4xf32>
}

// -----
func.func @collapse_of_collapse(%m: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  return %b : memref<120xf32>
}

// -----
func.func @expand_of_expand(%m: memref<24xf32>) -> memref<2x3x4xf32> {
  %a = memref.expand_shape %m [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %b = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  return %b : memref<2x3x4xf32>
}

// -----
func.func @collapse_of_expand_partial(%m: memref<6x20xf32>) -> memref<6x4x5xf32> {
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : memref<6x20xf32> into memref<2x3x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  return %b : memref<6x4x5xf32>
}

// -----
func.func @collapse_of_cast(%m: memref<2x3x4xf32>) -> memref<?x4xf32> {
  %a = memref.cast %m : memref<2x3x4xf32> to memref<?x3x4xf32>
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<?x3x4xf32> into memref<?x4xf32>
  return %c : memref<?x4xf32>
}

// -----
func.func @expand_of_cast(%m: memref<12xf32>) -> memref<?x4xf32> {
  %c3 = arith.constant 3 : index
  %a = memref.cast %m : memref<12xf32> to memref<?xf32>
  %e = memref.expand_shape %a [[0, 1]] output_shape [%c3, 4] : memref<?xf32> into memref<?x4xf32>
  return %e : memref<?x4xf32>
}

// -----
func.func @collapse_of_collapse_strided(%m: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>) -> memref<24xf32, strided<[1], offset: 5>> {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<6x4xf32, strided<[4, 1], offset: 5>>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x4xf32, strided<[4, 1], offset: 5>> into memref<24xf32, strided<[1], offset: 5>>
  return %b : memref<24xf32, strided<[1], offset: 5>>
}
