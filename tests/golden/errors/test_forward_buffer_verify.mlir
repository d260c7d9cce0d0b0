// RUN: tbuf %s --split-input-file
// Verifier messages of test.forward_buffer as mlir-opt-22's: one result, one operand, both memrefs.
func.func @no_result(%m: memref<4xf32>) {
  "test.forward_buffer"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @two_operands(%m: memref<4xf32>) {
  %0 = "test.forward_buffer"(%m, %m) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @tensor_operand(%t: tensor<4xf32>) {
  %0 = "test.forward_buffer"(%t) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @scalar_result(%m: memref<4xf32>) {
  %0 = "test.forward_buffer"(%m) : (memref<4xf32>) -> f32
  return
}
