// RUN: tbuf %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries"
// Without allow-return-allocs-from-loops, a loop whose yielded value is not
// equivalent to its iter_arg is rejected on the scf.yield (a result would be
// a new allocation on every iteration). Same diagnostics as mlir-opt-22.

func.func @swap(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %y, %x : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @yield_new_tensor(%a: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %fill : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @yield_outer_value(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (tensor<4xf32>) {
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
