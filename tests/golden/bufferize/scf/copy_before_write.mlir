// RUN: tbuf %s --one-shot-bufferize="copy-before-write"
// Without analysis (copy-before-write) every written operand gets a copy:
// loop init_args, shared_outs and writes inside regions; yields are never
// copied. Arguments are read through bufferization.to_buffer (no function
// boundaries). Identical to mlir-opt-22's output.

func.func @loop(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %x = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @branches(%t: tensor<8xf32>, %c: i1, %f: f32, %i: index) -> tensor<8xf32> {
  %r = scf.if %c -> (tensor<8xf32>) {
    %x = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @while_loop(%t: tensor<5xf32>, %f: f32, %idx: index) -> tensor<5xf32> {
  %r = scf.while (%w = %t) : (tensor<5xf32>) -> tensor<5xf32> {
    %x = tensor.extract %w[%idx] : tensor<5xf32>
    %cond = arith.cmpf ogt, %x, %f : f32
    scf.condition(%cond) %w : tensor<5xf32>
  } do {
  ^bb0(%b: tensor<5xf32>):
    %i = tensor.insert %f into %b[%idx] : tensor<5xf32>
    scf.yield %i : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}

func.func @forall(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    %fill = linalg.fill ins(%f : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
