// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Checked: byte-identical to mlir-opt-22 with the same options (also with
// test-analysis-only, without function boundaries, and copy-before-write).
// scf.forall with parallel_insert_slice: an allocation in the body copied
// into the shared output, two shared outputs, and a read of the original
// tensor after the loop (the shared output is then a copy).

func.func @forall_alloc_in_body(%t: tensor<8x4xf32> {bufferization.writable = true}, %f: f32, %n: index) -> tensor<8x4xf32> {
  %0 = scf.forall (%i, %j) in (4, 2) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    %off2 = arith.muli %j, %c2 : index
    %e = tensor.empty() : tensor<2x2xf32>
    %w = linalg.fill ins(%f : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off, %off2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x4xf32>
    }
  }
  return %0 : tensor<8x4xf32>
}
func.func @forall_two_outputs(%t: tensor<8xf32> {bufferization.writable = true}, %u: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = scf.forall (%i) in (8) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    %r = tensor.extract_slice %p[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %r into %p[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}
func.func @forall_read_outside(%t: tensor<8xf32> {bufferization.writable = true}, %f: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  %e = tensor.extract %t[%c0] : tensor<8xf32>
  return %0, %e : tensor<8xf32>, f32
}
