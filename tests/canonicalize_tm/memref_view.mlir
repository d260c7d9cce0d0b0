// memref.view, memref.reinterpret_cast and memref.extract_strided_metadata.
func.func @view_constant_size(%buf: memref<2048xi8>) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %v = memref.view %buf[%c0][%c5] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// -----
func.func @view_of_cast(%buf: memref<2048xi8>, %n: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c = memref.cast %buf : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%c0][%n] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// -----
func.func @view_same_type(%buf: memref<16xi8>) -> memref<16xi8> {
  %c0 = arith.constant 0 : index
  %v = memref.view %buf[%c0][] : memref<16xi8> to memref<16xi8>
  return %v : memref<16xi8>
}

// -----
func.func @reinterpret_cast_chain(%m: memref<?xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32>
  %b = memref.reinterpret_cast %a to offset: [%n], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %b : memref<?xf32, strided<[1], offset: ?>>
}

// -----
func.func @reinterpret_cast_of_cast(%m: memref<4xf32>) -> memref<2x2xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<?xf32> to memref<2x2xf32>
  return %r : memref<2x2xf32>
}

// -----
func.func @reinterpret_cast_of_subview(%m: memref<8x8xf32>, %n: index) -> memref<?xf32> {
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %r = memref.reinterpret_cast %s to offset: [0], sizes: [%n], strides: [1] : memref<4x4xf32, strided<[8, 1]>> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----
func.func @reinterpret_cast_of_subview_offset(%m: memref<8x8xf32>, %n: index) -> memref<?xf32> {
  %s = memref.subview %m[1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 8>>
  %r = memref.reinterpret_cast %s to offset: [0], sizes: [%n], strides: [1] : memref<4x4xf32, strided<[8, 1], offset: 8>> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----
func.func @reinterpret_cast_noop(%m: memref<2x2xf32>) -> memref<2x2xf32> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<2x2xf32> to memref<2x2xf32>
  return %r : memref<2x2xf32>
}

// -----
func.func @reinterpret_cast_constant_operands(%m: memref<?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %c4], strides: [%c4, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----
func.func @reinterpret_cast_of_metadata(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----
func.func @reinterpret_cast_of_metadata_static(%m: memref<3x4xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<3x4xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----
func.func @reinterpret_cast_of_metadata_other_shape(%m: memref<3x4xf32>) -> memref<12xf32> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<3x4xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [0], sizes: [12], strides: [1] : memref<f32> to memref<12xf32>
  return %r : memref<12xf32>
}

// -----
func.func @extract_strided_metadata_constants(%m: memref<3x4xf32>) -> (index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<3x4xf32> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}

// -----
func.func @extract_strided_metadata_of_cast(%m: memref<3x?xf32>) -> (memref<f32>, index, index) {
  %c = memref.cast %m : memref<3x?xf32> to memref<?x?xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %base, %sizes#0, %sizes#1 : memref<f32>, index, index
}
