// RUN: tbuf %s --test-tensor-copy-insertion --split-input-file
// test-tensor-copy-insertion as mlir-opt-22's test pass: out-of-place writes get an explicit alloc_tensor copy, the IR stays on tensors; a write into an unused fresh tensor needs none.
func.func @conflict(%t: tensor<8xf32>, %i: index, %v: f32) -> (tensor<8xf32>, f32) {
  %w = tensor.insert %v into %t[%i] : tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %w, %r : tensor<8xf32>, f32
}

// -----

func.func @fresh(%i: index, %v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %w = tensor.insert %v into %e[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}

// -----

func.func @loop(%t: tensor<4xf32>, %n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %w = tensor.insert %v into %a[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
