// RUN: tbuf %s --emit=c
// View ops build descriptors over the same buffer: subview (static and
// dynamic, rank-reducing), cast to and from memref<*xf32>, reinterpret_cast,
// collapse_shape / expand_shape, extract_strided_metadata, dim and rank.
// Values the result type knows statically are literals.
func.func @views(%m: memref<?x?xf32>, %i: index, %u: memref<*xf32>) -> (f32, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%i, 2][4, %i][1, 3] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 3], offset: ?>>
  %row = memref.subview %s[1, 0][1, %i][1, 1] : memref<4x?xf32, strided<[?, 3], offset: ?>> to memref<?xf32, strided<[3], offset: ?>>
  %a = memref.load %row[%c1] : memref<?xf32, strided<[3], offset: ?>>
  %r = memref.cast %u : memref<*xf32> to memref<2x3xf32>
  %flat = memref.collapse_shape %r [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %fd = memref.cast %flat : memref<6xf32> to memref<?xf32>
  %e = memref.expand_shape %fd [[0, 1]] output_shape [%i, 2] : memref<?xf32> into memref<?x2xf32>
  %b = memref.load %e[%c0, %c1] : memref<?x2xf32>
  %x = memref.reinterpret_cast %m to offset: [%i], sizes: [%i], strides: [1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  memref.store %b, %x[%c0] : memref<?xf32, strided<[1], offset: ?>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %s : memref<4x?xf32, strided<[?, 3], offset: ?>> -> memref<f32>, index, index, index, index, index
  %rank = memref.rank %u : memref<*xf32>
  %d = memref.dim %u, %c1 : memref<*xf32>
  %sum = arith.addi %offset, %strides#0 : index
  %t = arith.addi %sum, %d : index
  %back = memref.cast %x : memref<?xf32, strided<[1], offset: ?>> to memref<*xf32>
  %q = memref.rank %back : memref<*xf32>
  %t2 = arith.addi %t, %q : index
  return %a, %t2, %rank : f32, index, index
}
