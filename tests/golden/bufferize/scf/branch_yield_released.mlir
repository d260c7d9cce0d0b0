// RUN: tbuf %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries
// Yields of scf.if and scf.index_switch must bufferize in place (the result
// is one of the yielded buffers). When those forced decisions join buffers
// whose writes and reads conflict, mlir-opt-22 fails with "cannot avoid RaW
// conflict" (and for scf.index_switch accepts by mistake, since it does not
// join them at all). tbuf releases such a yield: the analysis decides it like
// any other operand, so it gets a copy (a deliberate deviation, see
// docs/soundness.md). @if: the branch that yields the argument copies it, so
// the write into the other branch's new buffer cannot reach the argument,
// which the transpose reads afterwards. @switch: the same with a switch whose
// first case writes into its argument in place.

func.func @if(%arg0: tensor<2x4xf32>, %c: i1) -> (tensor<2x4xf32>, tensor<4x2xf32>) {
  %r = scf.if %c -> tensor<2x4xf32> {
    scf.yield %arg0 : tensor<2x4xf32>
  } else {
    %e = tensor.empty() : tensor<2x4xf32>
    %m = bufferization.materialize_in_destination %arg0 in %e : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    scf.yield %m : tensor<2x4xf32>
  }
  %e2 = tensor.empty() : tensor<4x2xf32>
  %tr = linalg.transpose ins(%arg0 : tensor<2x4xf32>) outs(%e2 : tensor<4x2xf32>) permutation = [1, 0]
  return %r, %tr : tensor<2x4xf32>, tensor<4x2xf32>
}

// -----

func.func @switch(%arg0: tensor<4xf32>, %k: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %k -> tensor<4xf32>
  case 0 {
    %i = tensor.insert %v into %arg0[%c0] : tensor<4xf32>
    scf.yield %i : tensor<4xf32>
  }
  default {
    %e = tensor.empty() : tensor<4xf32>
    %m = bufferization.materialize_in_destination %arg0 in %e : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    scf.yield %m : tensor<4xf32>
  }
  %x = tensor.extract %arg0[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
