// RUN: tbuf %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts"
// A write into a loop's init value inside the loop body clobbers the value
// the iteration yields (with the init in place, the iter_arg is the init's
// buffer). It is not exempt as "a write inside the op that defines the loop
// result" (a deliberate deviation from mlir-opt-22, which puts these writes
// in place): the read of the result after the loop conflicts with it, and
// the write goes out of place. Writes into the iter_arg itself stay in place.
func.func @fill_init(%t: tensor<4xf32>, %s: f32, %six: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %f = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    %w = linalg.fill ins(%six : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @insert_slice_init_nested(%t: tensor<4xf32>, %s: f32, %six: f32, %c: i1) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %f = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    scf.if %c {
      %e = tensor.empty() : tensor<4xf32>
      %g = linalg.fill ins(%six : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      %w = tensor.insert_slice %g into %t[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    }
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// The write into the iter_arg chain is part of computing the result: in place.
func.func @write_iter_arg(%t: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %f = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
