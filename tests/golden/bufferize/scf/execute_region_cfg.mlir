// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries"
// scf.execute_region with several blocks (unstructured control flow inside
// the region): tensor arguments of later blocks become buffers whose type
// joins the forwarded operands' types, branches forward buffers, and the
// unique scf.yield gives the result. Identical to mlir-opt-22's output.

func.func @multi_block(%t: tensor<8xf32> {bufferization.writable = true}, %c: i1, %f: f32, %i: index) -> tensor<8xf32> {
  %r = scf.execute_region -> tensor<8xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = tensor.insert %f into %t[%i] : tensor<8xf32>
    cf.br ^bb3(%x : tensor<8xf32>)
  ^bb2:
    cf.br ^bb3(%t : tensor<8xf32>)
  ^bb3(%y: tensor<8xf32>):
    scf.yield %y : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @multi_block_no_args(%t: tensor<8xf32> {bufferization.writable = true}, %c: i1, %f: f32, %i: index) -> tensor<8xf32> {
  %r = scf.execute_region -> tensor<8xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = tensor.insert %f into %t[%i] : tensor<8xf32>
    cf.br ^bb2
  ^bb2:
    scf.yield %t : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
