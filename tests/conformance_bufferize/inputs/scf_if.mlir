// scf.if yielding tensors: branches that exclude each other, yields of
// different buffers, writes in one branch and reads in the other.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:
// OPTIONS: bufferize-function-boundaries dump-alias-sets

func.func @if_write_one_branch(%t: tensor<?xf32>, %c: i1, %f: f32, %i: index) -> tensor<?xf32> {
  %0 = scf.if %c -> tensor<?xf32> {
    %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  } else {
    scf.yield %t : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @if_write_both_branches(%t: tensor<?xf32>, %c: i1, %f: f32, %g: f32, %i: index) -> tensor<?xf32> {
  %0 = scf.if %c -> tensor<?xf32> {
    %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  } else {
    %2 = tensor.insert %g into %t[%i] : tensor<?xf32>
    scf.yield %2 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @if_write_then_read_other_branch(%t: tensor<?xf32>, %c: i1, %f: f32, %i: index) -> (tensor<?xf32>, f32) {
  %0:2 = scf.if %c -> (tensor<?xf32>, f32) {
    %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
    scf.yield %1, %f : tensor<?xf32>, f32
  } else {
    %v = tensor.extract %t[%i] : tensor<?xf32>
    scf.yield %t, %v : tensor<?xf32>, f32
  }
  return %0#0, %0#1 : tensor<?xf32>, f32
}

func.func @if_write_then_read_same_branch(%t: tensor<?xf32>, %c: i1, %f: f32, %i: index) -> (tensor<?xf32>, f32) {
  %0:2 = scf.if %c -> (tensor<?xf32>, f32) {
    %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
    %v = tensor.extract %t[%i] : tensor<?xf32>
    scf.yield %1, %v : tensor<?xf32>, f32
  } else {
    scf.yield %t, %f : tensor<?xf32>, f32
  }
  return %0#0, %0#1 : tensor<?xf32>, f32
}

func.func @if_read_after(%t: tensor<?xf32>, %c: i1, %f: f32, %i: index) -> (tensor<?xf32>, f32) {
  %0 = scf.if %c -> tensor<?xf32> {
    %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  } else {
    scf.yield %t : tensor<?xf32>
  }
  %v = tensor.extract %t[%i] : tensor<?xf32>
  return %0, %v : tensor<?xf32>, f32
}

func.func @if_yield_different_args(%a: tensor<?xf32>, %b: tensor<?xf32>, %c: i1) -> tensor<?xf32> {
  %0 = scf.if %c -> tensor<?xf32> {
    scf.yield %a : tensor<?xf32>
  } else {
    scf.yield %b : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @if_yield_different_then_write(%a: tensor<?xf32>, %b: tensor<?xf32>, %c: i1, %f: f32, %i: index) -> tensor<?xf32> {
  %0 = scf.if %c -> tensor<?xf32> {
    scf.yield %a : tensor<?xf32>
  } else {
    scf.yield %b : tensor<?xf32>
  }
  %1 = tensor.insert %f into %0[%i] : tensor<?xf32>
  return %1 : tensor<?xf32>
}

func.func @if_yield_alloc_and_arg(%a: tensor<4xf32>, %c: i1, %f: f32) -> tensor<4xf32> {
  %0 = scf.if %c -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  } else {
    scf.yield %a : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

func.func @if_nested(%t: tensor<?xf32>, %c: i1, %d: i1, %f: f32, %i: index) -> tensor<?xf32> {
  %0 = scf.if %c -> tensor<?xf32> {
    %1 = scf.if %d -> tensor<?xf32> {
      %2 = tensor.insert %f into %t[%i] : tensor<?xf32>
      scf.yield %2 : tensor<?xf32>
    } else {
      scf.yield %t : tensor<?xf32>
    }
    scf.yield %1 : tensor<?xf32>
  } else {
    %3 = linalg.fill ins(%f : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %3 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @if_no_else_side_effect(%t: tensor<?xf32>, %c: i1, %i: index) -> f32 {
  %z = arith.constant 0.0 : f32
  %0 = scf.if %c -> f32 {
    %v = tensor.extract %t[%i] : tensor<?xf32>
    scf.yield %v : f32
  } else {
    scf.yield %z : f32
  }
  return %0 : f32
}

func.func @if_slice_in_branch(%t: tensor<16xf32>, %c: i1, %f: f32) -> tensor<16xf32> {
  %0 = scf.if %c -> tensor<16xf32> {
    %s = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
    %r = tensor.insert_slice %w into %t[0] [8] [1] : tensor<8xf32> into tensor<16xf32>
    scf.yield %r : tensor<16xf32>
  } else {
    scf.yield %t : tensor<16xf32>
  }
  return %0 : tensor<16xf32>
}

func.func @if_in_loop(%t: tensor<?xf32>, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %r = arith.remui %i, %c2 : index
    %c = arith.cmpi eq, %r, %c0 : index
    %1 = scf.if %c -> tensor<?xf32> {
      %2 = tensor.insert %f into %a[%i] : tensor<?xf32>
      scf.yield %2 : tensor<?xf32>
    } else {
      scf.yield %a : tensor<?xf32>
    }
    scf.yield %1 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @if_two_results_swapped(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = scf.if %c -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %a, %b : tensor<4xf32>, tensor<4xf32>
  } else {
    scf.yield %b, %a : tensor<4xf32>, tensor<4xf32>
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}
