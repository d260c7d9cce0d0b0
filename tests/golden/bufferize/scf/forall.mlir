// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries"
// scf.forall with shared_outs: the outputs' buffers are used directly by the
// body (tensor.parallel_insert_slice becomes a subview + copy before the
// terminator) and the loop has no results after bufferization; a shared_out
// that is read after the loop is copied first. Identical to mlir-opt-22's
// output.

func.func @fill_rows(%t: tensor<8x16xf32> {bufferization.writable = true}, %f: f32) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
    %fill = linalg.fill ins(%f : f32) outs(%s : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %o[%i, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

func.func @read_after(%t: tensor<8xf32> {bufferization.writable = true}, %f: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    %fill = linalg.fill ins(%f : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  %e = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %e : tensor<8xf32>, f32
}

func.func @two_outputs_tiled(%a: tensor<64xf32> {bufferization.writable = true}, %b: tensor<64xf32> {bufferization.writable = true}, %f: f32) -> (tensor<64xf32>, tensor<64xf32>) {
  %r:2 = scf.forall (%i) = (0) to (64) step (16) shared_outs(%oa = %a, %ob = %b) -> (tensor<64xf32>, tensor<64xf32>) {
    %sa = tensor.extract_slice %oa[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %sb = tensor.extract_slice %ob[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %fa = linalg.fill ins(%f : f32) outs(%sa : tensor<16xf32>) -> tensor<16xf32>
    %fb = linalg.copy ins(%fa : tensor<16xf32>) outs(%sb : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fa into %oa[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
      tensor.parallel_insert_slice %fb into %ob[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  return %r#0, %r#1 : tensor<64xf32>, tensor<64xf32>
}

func.func @dynamic_keeps_attrs(%t: tensor<?xf32> {bufferization.writable = true}, %n: index, %f: f32) -> tensor<?xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    %fill = linalg.fill ins(%f : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  } {some_attr = "kept"}
  return %r : tensor<?xf32>
}
