// memref.subview folds and patterns.
func.func @subview_constant_args(%m: memref<8x8xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c1, %c0] [%c2, %c4] [%c1, %c1] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----
func.func @subview_partially_constant(%m: memref<?x?xf32>, %o: index, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c3 = arith.constant 3 : index
  %s = memref.subview %m[%o, 1] [%c3, %n] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----
func.func @subview_rank_reducing_constant(%m: memref<8x8xf32>, %o: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%o, 0] [1, %c4] [1, 1] : memref<8x8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}

// -----
func.func @subview_out_of_bounds(%t: memref<8xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %e = memref.subview %t[%c2] [%c4] [%c3] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %e : memref<?xf32, strided<[?], offset: ?>>
}

// -----
func.func @subview_of_cast(%m: memref<16x16xf32>, %o: index) -> memref<3x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%o, %o] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
  return %s : memref<3x4xf32, strided<[?, 1], offset: ?>>
}

// -----
func.func @subview_identity(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32>
  return %s : memref<4x8xf32>
}

// -----
func.func @subview_trivial_strided(%m: memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  return %s : memref<4x8xf32, strided<[8, 1]>>
}

// -----
func.func @subview_trivial_dynamic_source(%m: memref<?x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<?x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  return %s : memref<4x8xf32, strided<[8, 1]>>
}

// -----
func.func @subview_of_subview_noop(%m: memref<16x16xf32>, %o: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %a = memref.subview %m[%o, %o] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %b = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %b : memref<4x4xf32, strided<[16, 1], offset: ?>>
}

// -----
func.func @subview_of_subview_kept(%m: memref<16x16xf32>) -> memref<2x2xf32, strided<[16, 1], offset: 34>> {
  %a = memref.subview %m[1, 1] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 17>>
  %b = memref.subview %a[1, 1] [2, 2] [1, 1] : memref<8x8xf32, strided<[16, 1], offset: 17>> to memref<2x2xf32, strided<[16, 1], offset: 34>>
  return %b : memref<2x2xf32, strided<[16, 1], offset: 34>>
}

// -----
func.func @load_of_subview_constant(%m: memref<8x8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c2, %c2] [%c2, %c2] [1, 1] : memref<8x8xf32> to memref<?x?xf32, strided<[8, 1], offset: ?>>
  %v = memref.load %s[%c0, %c0] : memref<?x?xf32, strided<[8, 1], offset: ?>>
  return %v : f32
}
