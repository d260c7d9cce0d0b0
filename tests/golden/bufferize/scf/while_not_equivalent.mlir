// RUN: tbuf %s --split-input-file --one-shot-bufferize
// Without allow-return-allocs-from-loops, scf.while must keep each buffer on
// both loop-carried edges: the condition operands are checked first, then
// the "after" yield. Same diagnostics as mlir-opt-22.

func.func @condition_swaps(%a: tensor<5xf32>, %b: tensor<5xf32>, %c: i1) -> (tensor<5xf32>, tensor<5xf32>) {
  %r:2 = scf.while (%w0 = %a, %w1 = %b) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
    scf.condition(%c) %w1, %w0 : tensor<5xf32>, tensor<5xf32>
  } do {
  ^bb0(%b0: tensor<5xf32>, %b1: tensor<5xf32>):
    scf.yield %b0, %b1 : tensor<5xf32>, tensor<5xf32>
  }
  return %r#0, %r#1 : tensor<5xf32>, tensor<5xf32>
}

// -----

func.func @yield_swaps(%a: tensor<5xf32>, %b: tensor<5xf32>, %c: i1) -> (tensor<5xf32>, tensor<5xf32>) {
  %r:2 = scf.while (%w0 = %a, %w1 = %b) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
    scf.condition(%c) %w0, %w1 : tensor<5xf32>, tensor<5xf32>
  } do {
  ^bb0(%b0: tensor<5xf32>, %b1: tensor<5xf32>):
    scf.yield %b1, %b0 : tensor<5xf32>, tensor<5xf32>
  }
  return %r#0, %r#1 : tensor<5xf32>, tensor<5xf32>
}
