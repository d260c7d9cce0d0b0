// RUN: tbuf %s
// The test dialect's tensor-like ops and types, its allocation with two
// results (printed with mlir-opt-22's result names) and its encodings.
#enc = #test.tensor_encoding<"on chip">
func.func @tensor_like(%t: tensor<8xf32, #enc>, %u: !test.test_tensor<[2, 3], f64>,
                       %m: memref<8xf32, #test.memref_layout<"on chip">>, %v: !test.test_memref<[2, 3], f64>) {
  %0 = "test.create_tensor_op"() : () -> tensor<8xf32, #enc>
  %1 = "test.dummy_tensor_op"(%0) : (tensor<8xf32, #enc>) -> tensor<*xf32>
  %2 = "test.dummy_tensor_op"(%u) : (!test.test_tensor<[2, 3], f64>) -> !test.test_tensor<[2, 3], f64>
  %3 = "test.create_memref_op"() : () -> memref<*xf32>
  %4 = "test.dummy_memref_op"(%v) : (!test.test_memref<[2, 3], f64>) -> memref<8xf32, #test.memref_layout<"on chip">>
  return
}

func.func @alloc_with_multiple_results() {
  %id, %buf = test.alloc_with_multiple_results {tag = 1 : i64} : index, memref<16xi8>
  %0:2 = "test.alloc_with_multiple_results"() : () -> (index, memref<2x?xf32, 3>)
  memref.dealloc %buf : memref<16xi8>
  return
}
