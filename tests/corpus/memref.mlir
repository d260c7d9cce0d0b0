// memref dialect: alloc/alloca (static, dynamic sizes, symbol operands,
// alignment, layouts, memory spaces), dealloc, realloc, load/store
// (incl. nontemporal), subview (static/dynamic, strided layouts,
// rank-reducing), copy, cast, dim, rank, global (public/private, constant,
// initialized, uninitialized, alignment), get_global, collapse_shape,
// expand_shape, reinterpret_cast, extract_strided_metadata,
// extract_aligned_pointer_as_index.

#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @alloc(%n: index, %m: index, %s: index) {
  %0 = memref.alloc() : memref<4x4xf32>
  %1 = memref.alloc(%n) : memref<?x4xf32>
  %2 = memref.alloc(%n, %m) : memref<?x?xf32>
  %3 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
  %4 = memref.alloc(%n) {alignment = 128 : i64} : memref<?xi8>
  %5 = memref.alloc()[%s] : memref<4xf32, #map>
  %6 = memref.alloc(%n)[%s] : memref<?xf32, #map>
  %7 = memref.alloc() : memref<4xf32, 1>
  %8 = memref.alloc() : memref<f64>
  %9 = memref.alloc() : memref<2x3xf32, strided<[3, 1]>>
  memref.dealloc %0 : memref<4x4xf32>
  memref.dealloc %1 : memref<?x4xf32>
  memref.dealloc %7 : memref<4xf32, 1>
  return
}

// -----

func.func @alloca(%n: index) {
  %0 = memref.alloca() : memref<4xf32>
  %1 = memref.alloca(%n) : memref<?xf32>
  %2 = memref.alloca() {alignment = 32 : i64} : memref<16xi32>
  %3 = memref.alloca() : memref<i1>
  return
}

// -----

func.func @realloc(%m: memref<2xf32>, %d: memref<?xf32>, %n: index) -> (memref<4xf32>, memref<?xf32>) {
  %0 = memref.realloc %m : memref<2xf32> to memref<4xf32>
  %1 = memref.realloc %d(%n) : memref<?xf32> to memref<?xf32>
  %2 = memref.realloc %0 {alignment = 8 : i64} : memref<4xf32> to memref<8xf32>
  return %0, %1 : memref<4xf32>, memref<?xf32>
}

// -----

func.func @load_store(%m: memref<4x?xf32>, %s: memref<f32>, %i: index, %j: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<4x?xf32>
  %1 = memref.load %s[] : memref<f32>
  memref.store %v, %m[%i, %j] : memref<4x?xf32>
  memref.store %0, %s[] : memref<f32>
  %2 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  memref.store %2, %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  return %1 : f32
}

// -----

func.func @subview(%m: memref<8x16xf32>, %d: memref<?x?xf32>, %o: index, %sz: index, %st: index) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %1 = memref.subview %m[2, 4] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 36>>
  %2 = memref.subview %m[%o, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %3 = memref.subview %d[%o, %o] [%sz, %sz] [%st, %st] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %4 = memref.subview %m[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
  %5 = memref.subview %m[0, 0] [4, 8] [2, 2] : memref<8x16xf32> to memref<4x8xf32, strided<[32, 2]>>
  %6 = memref.subview %3[0, 0] [2, 2] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  return
}

// -----

func.func @copy(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<?xf32, strided<[?], offset: ?>>, %d: memref<?xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.copy %c, %d : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
  return
}

// -----

func.func @cast(%m: memref<4xf32>, %d: memref<?xf32>, %s: memref<4xf32, strided<[1], offset: 2>>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %d : memref<?xf32> to memref<4xf32>
  %2 = memref.cast %m : memref<4xf32> to memref<*xf32>
  %3 = memref.cast %s : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: ?>>
  %4 = memref.cast %2 : memref<*xf32> to memref<4xf32>
  return
}

// -----

func.func @dim_rank(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c1 : memref<4x?xf32>
  %1 = memref.rank %m : memref<4x?xf32>
  %2 = memref.rank %u : memref<*xf32>
  return %0, %1, %2 : index, index, index
}

// -----

memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]>
memref.global "private" constant @splat_cst : memref<4x4xi32> = dense<7> {alignment = 64 : i64}
memref.global @public_init : memref<3xi64> = dense<[1, 2, 3]>
memref.global @uninit : memref<16xf32> = uninitialized
memref.global "private" @priv_uninit : memref<f32> = uninitialized
memref.global @external : memref<8xf32>
memref.global "private" @space : memref<4xf32, 1> = dense<0.0>

func.func @get_global() -> (memref<2xf32>, memref<16xf32>, memref<4xf32, 1>) {
  %0 = memref.get_global @cst : memref<2xf32>
  %1 = memref.get_global @uninit : memref<16xf32>
  %2 = memref.get_global @space : memref<4xf32, 1>
  return %0, %1, %2 : memref<2xf32>, memref<16xf32>, memref<4xf32, 1>
}

// -----

func.func @reshapes(%m: memref<2x3x4xf32>, %d: memref<?x4xf32>, %n: index, %s: memref<6x4xf32, strided<[8, 1]>>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %2 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %3 = memref.expand_shape %d [[0, 1], [2]] output_shape [%n, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  %4 = memref.expand_shape %s [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32, strided<[8, 1]>> into memref<2x3x4xf32, strided<[24, 8, 1]>>
  %5 = memref.collapse_shape %s [[0], [1]] : memref<6x4xf32, strided<[8, 1]>> into memref<6x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @reinterpret_cast(%m: memref<?xf32>, %u: memref<*xf32>, %o: index, %s0: index, %s1: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  %1 = memref.reinterpret_cast %m to offset: [%o], sizes: [%s0, %s1], strides: [%s1, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %2 = memref.reinterpret_cast %u to offset: [2], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32, strided<[1], offset: 2>>
  %3 = memref.reinterpret_cast %m to offset: [0], sizes: [], strides: [] : memref<?xf32> to memref<f32>
  return
}

// -----

func.func @extract_strided_metadata(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %s: memref<4xf32>, %z: memref<f32>) -> index {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %b2, %o2, %sz, %st = memref.extract_strided_metadata %s : memref<4xf32> -> memref<f32>, index, index, index
  %b3, %o3 = memref.extract_strided_metadata %z : memref<f32> -> memref<f32>, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x?xf32, strided<[?, 1], offset: ?>> -> index
  %p2 = memref.extract_aligned_pointer_as_index %s : memref<4xf32> -> index
  %r = arith.addi %sizes#1, %strides#0 : index
  return %r : index
}

// -----

// Memory spaces: integer, and on alloca/subview/cast.
func.func @memory_spaces(%m: memref<8xf32, 3>, %n: index) {
  %0 = memref.alloca() : memref<4xf32, 2>
  %1 = memref.subview %m[2] [4] [1] : memref<8xf32, 3> to memref<4xf32, strided<[1], offset: 2>, 3>
  %2 = memref.cast %m : memref<8xf32, 3> to memref<?xf32, 3>
  %3 = memref.alloc(%n) : memref<?xf32, 1>
  memref.copy %0, %0 : memref<4xf32, 2> to memref<4xf32, 2>
  memref.dealloc %3 : memref<?xf32, 1>
  return
}

// -----

// Result naming: several ops of each kind in one function.
func.func @names(%m: memref<8xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloca() : memref<4xf32>
  %d = memref.alloca() : memref<4xf32>
  %e = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %f = memref.subview %m[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  %g = memref.cast %m : memref<8xf32> to memref<?xf32>
  %h = memref.cast %m : memref<8xf32> to memref<?xf32>
  %i = memref.realloc %a : memref<4xf32> to memref<8xf32>
  %j = memref.realloc %b : memref<4xf32> to memref<8xf32>
  %k = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32>
  %l = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32>
  %n = memref.collapse_shape %k [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %o = memref.expand_shape %n [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %p:4 = memref.extract_strided_metadata %m : memref<8xf32> -> memref<f32>, index, index, index
  %q:4 = memref.extract_strided_metadata %m : memref<8xf32> -> memref<f32>, index, index, index
  %c0 = arith.constant 0 : index
  %r = memref.dim %g, %c0 : memref<?xf32>
  %s = memref.rank %g : memref<?xf32>
  %t = memref.load %m[%c0] : memref<8xf32>
  %u = memref.extract_aligned_pointer_as_index %m : memref<8xf32> -> index
  return
}
