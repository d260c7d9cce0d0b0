// RUN: tbuf %s --split-input-file
// Verifier messages of the test dialect's tensor-like and allocation ops, as mlir-opt-22's.
func.func @dummy_tensor_memref_operand(%m: memref<4xf32>) {
  %0 = "test.dummy_tensor_op"(%m) : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @dummy_tensor_memref_result(%t: tensor<4xf32>) {
  %0 = "test.dummy_tensor_op"(%t) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @dummy_tensor_no_result(%t: tensor<4xf32>) {
  "test.dummy_tensor_op"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @dummy_tensor_no_operand() {
  %0 = "test.dummy_tensor_op"() : () -> tensor<4xf32>
  return
}

// -----

func.func @dummy_memref_tensor_operand(%t: tensor<4xf32>) {
  %0 = "test.dummy_memref_op"(%t) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @dummy_memref_tensor_result(%m: memref<4xf32>) {
  %0 = "test.dummy_memref_op"(%m) : (memref<4xf32>) -> !test.test_tensor<[4], f32>
  return
}

// -----

func.func @create_tensor_memref_result() {
  %0 = "test.create_tensor_op"() : () -> memref<4xf32>
  return
}

// -----

func.func @create_memref_operand(%m: memref<4xf32>) {
  %0 = "test.create_memref_op"(%m) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @create_memref_two_results() {
  %0:2 = "test.create_memref_op"() : () -> (memref<4xf32>, memref<4xf32>)
  return
}

// -----

func.func @alloc_multiple_not_index() {
  %0:2 = "test.alloc_with_multiple_results"() : () -> (i32, memref<4xf32>)
  return
}

// -----

func.func @alloc_multiple_unranked() {
  %0:2 = "test.alloc_with_multiple_results"() : () -> (index, memref<*xf32>)
  return
}

// -----

func.func @alloc_multiple_one_result() {
  %0 = "test.alloc_with_multiple_results"() : () -> index
  return
}

// -----

func.func @alloc_multiple_operand(%i: index) {
  %0:2 = "test.alloc_with_multiple_results"(%i) : (index) -> (index, memref<4xf32>)
  return
}

// -----

func.func @alloc_multiple_custom_tensor() {
  %a, %b = test.alloc_with_multiple_results : index, tensor<4xf32>
  return
}

// -----

func.func @alloc_multiple_custom_missing_comma() {
  %a, %b = test.alloc_with_multiple_results : index memref<4xf32>
  return
}
