// RUN: tbuf %s --test-tensorlike-bufferlike
// Which arguments and results are TensorLike (builtin tensors,
// !test.test_tensor) or BufferLike (builtin memrefs, !test.test_memref).
func.func @mixed(%a: tensor<?x4xi8>, %b: index, %c: !test.test_memref<[7], i1>, %d: memref<*xf16>,
                 %e: !test.test_tensor<[5], f32>, %f: f32) -> (memref<2xf32, 1>, i64, tensor<*xi32>) {
  %0 = "test.make"() : () -> memref<2xf32, 1>
  %1 = "test.make"() : () -> i64
  %2 = "test.make"() : () -> tensor<*xi32>
  return %0, %1, %2 : memref<2xf32, 1>, i64, tensor<*xi32>
}

// Neither kind: no attribute.
func.func @scalars(%a: i32, %b: vector<4xf32>) -> f64 {
  %0 = "test.make"() : () -> f64
  return %0 : f64
}

func.func private @declaration(!test.test_tensor<[3], i8>) -> !test.test_memref<[3], i8>

module @nested {
  func.func @inner(%m: memref<8xi32>) attributes {other = 1 : i64} {
    return
  }
}
