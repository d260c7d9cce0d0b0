// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Checked: byte-identical to mlir-opt-22 with the same options.
// tensor.parallel_insert_slice -> subview of the shared output + memref.copy
// at the end of the scf.forall body (the in_parallel terminator becomes
// empty and is not printed). A matching extract_slice of the shared output
// bufferizes in place, so no copy of the whole tensor is made.

func.func @parallel_insert(%t: tensor<8x4xf32> {bufferization.writable = true}, %s: tensor<4xf32>)
    -> tensor<8x4xf32> {
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x4xf32>
    }
  }
  return %0 : tensor<8x4xf32>
}

func.func @parallel_fill_tiles(%t: tensor<8x4xf32> {bufferization.writable = true}, %f: f32) -> tensor<8x4xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    %s = tensor.extract_slice %o[%off, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<2x4xf32>) -> tensor<2x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x4xf32>
    }
  }
  return %0 : tensor<8x4xf32>
}
