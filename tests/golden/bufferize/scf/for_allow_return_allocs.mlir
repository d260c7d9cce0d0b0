// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"
// With allow-return-allocs-from-loops, non-equivalent yields are accepted:
// a yielded value that may alias a buffer defined outside the loop (another
// iter_arg, a value from before the loop) is copied before the yield, so a
// result aliases only its own init_arg; new buffers are yielded as they are
// and the iter_arg's layout becomes fully dynamic when the init's differs.
// Identical to mlir-opt-22's output.

func.func @swap(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %y, %x : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

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

func.func @yield_outer_value(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (tensor<4xf32>) {
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @accumulate_into_new_tensor(%a: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (tensor<8xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    %v = tensor.extract %x[%c0] : tensor<8xf32>
    %fill = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %fill : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
