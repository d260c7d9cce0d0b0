// RUN: tbuf %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries"
// scf ops nested in each other: a loop filling a row of a shared_out inside
// an scf.forall, an scf.forall updating a loop's iter_arg, an scf.while in
// one branch of an scf.if, an scf.execute_region in a loop body; all in
// place. Identical to mlir-opt-22's output.

func.func @for_in_forall(%t: tensor<8x16xf32> {bufferization.writable = true}, %f: f32) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    %row = tensor.extract_slice %o[%i, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
    %filled = scf.for %j = %c0 to %c16 step %c1 iter_args(%a = %row) -> (tensor<16xf32>) {
      %x = tensor.insert %f into %a[%j] : tensor<16xf32>
      scf.yield %x : tensor<16xf32>
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %filled into %o[%i, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
func.func @forall_in_for(%t: tensor<8xf32> {bufferization.writable = true}, %f: f32, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %inner = scf.forall (%i) in (8) shared_outs(%o = %a) -> (tensor<8xf32>) {
      %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
      %v = tensor.extract %s[%c0] : tensor<1xf32>
      %w = arith.addf %v, %f : f32
      %s2 = tensor.insert %w into %s[%c0] : tensor<1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %s2 into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
      }
    }
    scf.yield %inner : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
// -----
func.func @while_in_if(%t: tensor<8xf32> {bufferization.writable = true}, %c: i1, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (tensor<8xf32>) {
    %w = scf.while (%a = %t) : (tensor<8xf32>) -> tensor<8xf32> {
      %v = tensor.extract %a[%c0] : tensor<8xf32>
      %cond = arith.cmpf olt, %v, %f : f32
      scf.condition(%cond) %a : tensor<8xf32>
    } do {
    ^bb0(%b: tensor<8xf32>):
      %v = tensor.extract %b[%c0] : tensor<8xf32>
      %v2 = arith.addf %v, %f : f32
      %x = tensor.insert %v2 into %b[%c0] : tensor<8xf32>
      scf.yield %x : tensor<8xf32>
    }
    scf.yield %w : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
// -----
func.func @execute_region_in_loop(%t: tensor<8xf32> {bufferization.writable = true}, %f: f32, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %e = scf.execute_region -> tensor<8xf32> {
      %x = tensor.insert %f into %a[%k] : tensor<8xf32>
      scf.yield %x : tensor<8xf32>
    }
    scf.yield %e : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
