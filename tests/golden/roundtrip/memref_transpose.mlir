// RUN: tbuf %s
// memref.transpose round trip (result named %transpose): the permutation is printed as a bare affine map; strided and affine-map spellings of the permuted layout are both accepted. Same output as mlir-opt-22.
func.func @views(%m: memref<4x8xf32>, %d: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) -> (memref<8x4xf32, strided<[1, 8]>>, memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>, memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %u = memref.transpose %d (i, j, k) -> (k, i, j) : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
  %a = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>
  return %t, %u, %a : memref<8x4xf32, strided<[1, 8]>>, memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>, memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>
}
