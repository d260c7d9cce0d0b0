// Round-trip inputs for the memref dialect beyond tests/corpus/memref.mlir:
// discardable attributes on every op, strided layouts with dynamic symbols,
// rank-reducing subviews, reshapes of strided memrefs, views, unranked
// memrefs, load/store attributes.

memref.global "private" constant @g : memref<2xf32> = dense<1.0> {foo, alignment = 16}
memref.global "nested" @n : memref<2x2xi1> = dense<[[true, false], [false, true]]>
memref.global @c : memref<3xi32> = dense<[1, 2, 3]> {alignment = 8 : i64}
func.func @attrs(%i: index, %v: f32, %m: memref<4x?xf32>) {
  %a = memref.alloc(%i) {foo} : memref<4x?xf32>
  %b = memref.alloca(%i) {foo} : memref<4x?xf32>
  memref.dealloc %a {foo} : memref<4x?xf32>
  %c = memref.load %m[%i, %i] {foo} : memref<4x?xf32>
  memref.store %v, %m[%i, %i] {foo} : memref<4x?xf32>
  %d = memref.subview %m[0, 0] [2, 2] [1, 1] {foo} : memref<4x?xf32> to memref<2x2xf32, strided<[?, 1]>>
  memref.copy %m, %m {foo} : memref<4x?xf32> to memref<4x?xf32>
  %e = memref.cast %m {foo} : memref<4x?xf32> to memref<?x?xf32>
  %f = memref.dim {foo} %m, %i : memref<4x?xf32>
  %g = memref.rank %m {foo} : memref<4x?xf32>
  %h = memref.get_global @g : memref<2xf32> {foo}
  %j = memref.collapse_shape %m [[0, 1]] {foo} : memref<4x?xf32> into memref<?xf32>
  %k = memref.expand_shape %j [[0, 1]] output_shape [4, %i] {foo} : memref<?xf32> into memref<4x?xf32>
  %l = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] {foo} : memref<4x?xf32> to memref<4xf32>
  %n:4 = memref.extract_strided_metadata %h : memref<2xf32> -> memref<f32>, index, index, index {foo}
  %o = memref.extract_aligned_pointer_as_index %h : memref<2xf32> -> index {foo}
  %p = memref.realloc %h(%i) {foo} : memref<2xf32> to memref<?xf32>
  %q = memref.alloc() : memref<64xi8>
  %r = memref.view %q[%i][] {foo} : memref<64xi8> to memref<4xf32>
  return
}

// -----

func.func @load_store_attrs(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32) {
  %0 = memref.load %m[%i] {alignment = 16, nontemporal = false} : memref<4xf32>
  %1 = memref.load %m[%i] {nontemporal = true} : memref<4xf32>
  memref.store %v, %m[%i] {alignment = 4 : i64, nontemporal = false} : memref<4xf32>
  return %0, %1 : f32, f32
}

// -----

func.func @strided_symbols(%i: index, %j: index) {
  %0 = memref.alloc()[%i, %j] : memref<4xf32, strided<[?], offset: ?>>
  %1 = memref.alloc()[%i] : memref<4x4xf32, strided<[?, 1]>>
  %2 = memref.alloca(%j)[%i] : memref<?x4xf32, strided<[4, 1], offset: ?>>
  %3 = memref.alloc() : memref<4xf32, strided<[1]>>
  %4 = memref.alloc() : memref<f32, strided<[], offset: 3>>
  return
}

// -----

func.func @subviews(%m: memref<8x1x16x1xf32>, %d: memref<?x?x?xf32>, %s: memref<8x16xf32, strided<[?, ?], offset: ?>>, %i: index) {
  %0 = memref.subview %m[0, 0, 0, 0] [1, 1, 16, 1] [1, 1, 1, 1] : memref<8x1x16x1xf32> to memref<16xf32, strided<[1]>>
  %1 = memref.subview %m[2, 0, 1, 0] [4, 1, 8, 1] [1, 1, 2, 1] : memref<8x1x16x1xf32> to memref<4x8x1xf32, strided<[16, 2, 1], offset: 33>>
  %2 = memref.subview %d[%i, 0, %i] [1, %i, 1] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %3 = memref.subview %d[0, 0, 0] [1, 1, 1] [1, 1, 1] : memref<?x?x?xf32> to memref<f32>
  %4 = memref.subview %s[1, 2] [4, 4] [2, %i] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  %5 = memref.subview %d[0, 0, 0] [4, 1, 1] [1, 1, 1] : memref<?x?x?xf32> to memref<4x1xf32, strided<[?, ?]>>
  %6 = memref.subview %m[0, 0, 0, 0] [1, 1, 1, 1] [1, 1, 1, 1] : memref<8x1x16x1xf32> to memref<1xf32, strided<[1]>>
  return
}

// -----

func.func @strided_reshapes(%a: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>, %b: memref<?x4xf32, strided<[?, 1], offset: ?>>, %c: memref<4x1x?xf32, strided<[?, ?, 1]>>, %i: index) {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<6x4xf32, strided<[4, 1], offset: 5>>
  %1 = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<24xf32, strided<[1], offset: 5>>
  %2 = memref.expand_shape %b [[0, 1], [2]] output_shape [%i, 2, 4] : memref<?x4xf32, strided<[?, 1], offset: ?>> into memref<?x2x4xf32, strided<[?, ?, 1], offset: ?>>
  %3 = memref.collapse_shape %c [[0, 1, 2]] : memref<4x1x?xf32, strided<[?, ?, 1]>> into memref<?xf32, strided<[?]>>
  %4 = memref.collapse_shape %c [[0], [1, 2]] : memref<4x1x?xf32, strided<[?, ?, 1]>> into memref<4x?xf32, strided<[?, ?]>>
  %5 = memref.expand_shape %0 [[0, 1], [2, 3]] output_shape [3, 2, 2, 2] : memref<6x4xf32, strided<[4, 1], offset: 5>> into memref<3x2x2x2xf32, strided<[8, 4, 2, 1], offset: 5>>
  return
}

// -----

func.func @unranked(%u: memref<*xf32>, %m: memref<4xf32, 1>, %i: index) -> (index, index) {
  %0 = memref.rank %u : memref<*xf32>
  %1 = memref.dim %u, %i : memref<*xf32>
  %2 = memref.cast %m : memref<4xf32, 1> to memref<*xf32, 1>
  %3 = memref.reinterpret_cast %u to offset: [%i], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  memref.copy %u, %u : memref<*xf32> to memref<*xf32>
  memref.dealloc %u : memref<*xf32>
  %4 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  return %0, %1 : index, index
}

// -----

func.func @views(%buf: memref<2048xi8, 1>, %off: index, %n: index) {
  %0 = memref.view %buf[%off][%n, %n] : memref<2048xi8, 1> to memref<?x?xf32, 1>
  %1 = memref.view %buf[%off][] : memref<2048xi8, 1> to memref<16x4xi64, 1>
  %2 = memref.view %buf[%off][%n] : memref<2048xi8, 1> to memref<4x?x2xf16, 1>
  return
}

// -----

func.func @casts(%a: memref<4x1xf32, strided<[1, 7]>>, %b: memref<?xf32, strided<[?], offset: ?>>) {
  %0 = memref.cast %a : memref<4x1xf32, strided<[1, 7]>> to memref<?x1xf32, strided<[1, ?]>>
  %1 = memref.cast %b : memref<?xf32, strided<[?], offset: ?>> to memref<8xf32, strided<[2], offset: 4>>
  %2 = memref.cast %1 : memref<8xf32, strided<[2], offset: 4>> to memref<?xf32, strided<[?], offset: ?>>
  return
}

// -----

func.func @metadata(%m: memref<?x?x4xf32, strided<[?, 4, 1], offset: ?>, 2>) -> memref<f32, 2> {
  %base, %off, %sizes:3, %strides:3 = memref.extract_strided_metadata %m : memref<?x?x4xf32, strided<[?, 4, 1], offset: ?>, 2> -> memref<f32, 2>, index, index, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%off], sizes: [%sizes#0, %sizes#1, 4], strides: [%strides#0, 4, 1] : memref<f32, 2> to memref<?x?x4xf32, strided<[?, 4, 1], offset: ?>, 2>
  return %base : memref<f32, 2>
}
