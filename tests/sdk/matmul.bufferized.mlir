#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  memref.global "private" constant @__constant_8x4xf32 : memref<8x4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4x8xf32 : memref<4x8xf32> = dense<[[1.000000e+00, -2.000000e+00, 3.000000e+00, 5.000000e-01, 1.000000e+00, 0.000000e+00, -1.000000e+00, 2.000000e+00], [0.000000e+00, 1.000000e+00, -1.000000e+00, 2.000000e+00, 5.000000e-01, 1.500000e+00, 1.000000e+00, -5.000000e-01], [2.000000e+00, 0.000000e+00, 1.000000e+00, -1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00, 1.000000e+00], [-1.000000e+00, -1.000000e+00, -1.000000e+00, -1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00]]> {alignment = 64 : i64}
  func.func private @printMemrefF32(memref<*xf32> {bufferization.access = "read"})
  func.func @matmul_relu(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x4xf32, strided<[?, ?], offset: ?>>) -> memref<4x4xf32> {
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x4xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<8x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x4xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<4x4xf32>) outs(%alloc_0 : memref<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    scf.for %arg2 = %c0 to %c4 step %c1 {
      %0 = arith.index_cast %arg2 : index to i64
      %1 = arith.sitofp %0 : i64 to f32
      memref.store %1, %alloc_0[%arg2, %arg2] : memref<4x4xf32>
    }
    memref.dealloc %alloc : memref<4x4xf32>
    return %alloc_0 : memref<4x4xf32>
  }
  func.func @main() {
    %0 = memref.get_global @__constant_4x8xf32 : memref<4x8xf32>
    %1 = memref.get_global @__constant_8x4xf32 : memref<8x4xf32>
    %cast = memref.cast %0 : memref<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
    %cast_0 = memref.cast %1 : memref<8x4xf32> to memref<8x4xf32, strided<[?, ?], offset: ?>>
    %2 = call @matmul_relu(%cast, %cast_0) : (memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<8x4xf32, strided<[?, ?], offset: ?>>) -> memref<4x4xf32>
    %cast_1 = memref.cast %2 : memref<4x4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %2 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
    memref.dealloc %base_buffer : memref<f32>
    return
  }
}

