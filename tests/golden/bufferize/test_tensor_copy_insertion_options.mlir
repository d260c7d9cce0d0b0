// RUN: tbuf %s --test-tensor-copy-insertion="bufferize-function-boundaries must-infer-memory-space" --split-input-file
// test-tensor-copy-insertion options as mlir-opt-22: with function boundaries a read-only argument is copied before the write; must-infer-memory-space does not fail the insertion itself (the copies of alloc_tensors infer their memory space only when they are bufferized), and a copy does not repeat its source's memory_space.
func.func @boundary(%t: tensor<8xf32>, %i: index, %v: f32) -> (tensor<8xf32>, f32) {
  %w = tensor.insert %v into %t[%i] : tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %w, %r : tensor<8xf32>, f32
}

// -----

func.func @no_space(%t: tensor<4xf32>, %i: index, %v: f32) -> (tensor<4xf32>, f32) {
  %a = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %w = tensor.insert %v into %a[%i] : tensor<4xf32>
  %r = tensor.extract %a[%i] : tensor<4xf32>
  return %w, %r : tensor<4xf32>, f32
}

// -----

func.func @with_space(%t: tensor<4xf32>, %i: index, %v: f32) -> (tensor<4xf32>, f32) {
  %a = bufferization.alloc_tensor() copy(%t) {memory_space = 3 : i64} : tensor<4xf32>
  %w = tensor.insert %v into %a[%i] : tensor<4xf32>
  %r = tensor.extract %a[%i] : tensor<4xf32>
  return %w, %r : tensor<4xf32>, f32
}
