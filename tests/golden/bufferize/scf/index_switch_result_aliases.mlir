// RUN: tbuf %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts"
// The result of scf.index_switch aliases what its cases yield (as for scf.if;
// a deliberate deviation from mlir-opt-22, whose scf.yield model leaves the
// two in separate alias sets). @new_buffer: the insert through the result
// would overwrite %t, which is returned afterwards: a conflict, the insert
// goes out of place. @through_arg: the insert writes the argument through
// the result, so %t is accessed "read-write" and callers copy read-only
// operands (a constant) before the call.
func.func @new_buffer(%s: f32, %k: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %one = arith.constant 1.0 : f32
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.index_switch %k -> tensor<4xf32>
  default {
    scf.yield %t : tensor<4xf32>
  }
  %c0 = arith.constant 0 : index
  %w = tensor.insert %s into %r[%c0] : tensor<4xf32>
  return %w, %t : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @through_arg(%t: tensor<4xf32>, %s: f32, %k: index) -> tensor<4xf32> {
  %r = scf.index_switch %k -> tensor<4xf32>
  default {
    scf.yield %t : tensor<4xf32>
  }
  %c0 = arith.constant 0 : index
  %w = tensor.insert %s into %r[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}

func.func @caller(%s: f32, %k: index) -> tensor<4xf32> {
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = func.call @through_arg(%cst, %s, %k) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
