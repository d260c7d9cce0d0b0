// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Checked: byte-identical to mlir-opt-22 with the same options (also with
// test-analysis-only, without function boundaries, and copy-before-write).
// Tensor ops inside scf.if branches and scf.for bodies: matching slices in
// a branch, an allocation yielded by one branch, and reshapes of the
// iter_arg that stay in place around an insert.

func.func @if_slices(%t: tensor<16xf32> {bufferization.writable = true}, %c: i1, %f: f32, %a: index) -> tensor<16xf32> {
  %0 = scf.if %c -> (tensor<16xf32>) {
    %s = tensor.extract_slice %t[%a] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    %r = tensor.insert_slice %w into %t[%a] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %r : tensor<16xf32>
  } else {
    %i = tensor.insert %f into %t[%a] : tensor<16xf32>
    scf.yield %i : tensor<16xf32>
  }
  return %0 : tensor<16xf32>
}
func.func @if_alloc_or_arg(%t: tensor<4xf32>, %c: i1, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = scf.if %c -> (tensor<4xf32>) {
    %e = tensor.splat %f : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  %2 = tensor.extract %1[%c0] : tensor<4xf32>
  return %2 : f32
}
func.func @loop_expand_collapse(%t: tensor<16xf32> {bufferization.writable = true}, %f: f32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> (tensor<16xf32>) {
    %e = tensor.expand_shape %a [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
    %ins = tensor.insert %f into %e[%i, %i] : tensor<4x4xf32>
    %col = tensor.collapse_shape %ins [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
    scf.yield %col : tensor<16xf32>
  }
  return %0 : tensor<16xf32>
}
