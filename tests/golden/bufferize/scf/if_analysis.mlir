// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// In-place decisions (__inplace_operands_attr__) for the functions of
// if.mlir: scf.if results alias the values yielded by both branches, so a
// write in one branch conflicts with a later read of the original tensor.
// Identical to mlir-opt-22's output.

func.func @write_in_one_branch(%t: tensor<8xf32> {bufferization.writable = true}, %c: i1, %f: f32, %i: index) -> tensor<8xf32> {
  %r = scf.if %c -> (tensor<8xf32>) {
    %x = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @write_in_both_branches(%t: tensor<8xf32> {bufferization.writable = true}, %c: i1, %f: f32, %i: index) -> tensor<8xf32> {
  %r = scf.if %c -> (tensor<8xf32>) {
    %x = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  } else {
    %y = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %y : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @read_after_branch_write(%t: tensor<8xf32> {bufferization.writable = true}, %c: i1, %f: f32, %i: index) -> (tensor<8xf32>, f32) {
  %r = scf.if %c -> (tensor<8xf32>) {
    %x = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  %v = tensor.extract %t[%i] : tensor<8xf32>
  return %r, %v : tensor<8xf32>, f32
}

func.func @slice_or_whole(%t: tensor<8x16xf32> {bufferization.writable = true}, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %r = scf.if %c -> (tensor<4x4xf32>) {
    scf.yield %s : tensor<4x4xf32>
  } else {
    scf.yield %e : tensor<4x4xf32>
  }
  %v = tensor.extract %r[%c0, %c0] : tensor<4x4xf32>
  return %v : f32
}

func.func @mixed_results(%t: tensor<8xf32> {bufferization.writable = true}, %c: i1, %f: f32) -> (tensor<8xf32>, f32) {
  %r:2 = scf.if %c -> (f32, tensor<8xf32>) {
    %x = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %f, %x : f32, tensor<8xf32>
  } else {
    %g = arith.addf %f, %f : f32
    scf.yield %g, %t : f32, tensor<8xf32>
  }
  return %r#1, %r#0 : tensor<8xf32>, f32
}

func.func @nested_in_loop(%t: tensor<8xf32> {bufferization.writable = true}, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %b = scf.if %even -> (tensor<8xf32>) {
      %x = tensor.insert %f into %a[%i] : tensor<8xf32>
      scf.yield %x : tensor<8xf32>
    } else {
      scf.yield %a : tensor<8xf32>
    }
    scf.yield %b : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
