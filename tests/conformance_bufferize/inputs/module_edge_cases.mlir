// Module-level edge cases: recursion (mlir-opt 22 handles it conservatively
// with fully dynamic layouts), mutual recursion, multi-block functions with
// several returns, functions with no tensors, calls with function boundaries
// off (the call stays on tensors).
// OPTIONS: bufferize-function-boundaries
// OPTIONS:

func.func @me_self_recursive(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @me_self_recursive(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @me_recursive_with_write(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %0 = scf.if %done -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
    %m = arith.subi %n, %c1 : index
    %r = func.call @me_recursive_with_write(%w, %m, %f) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

func.func @me_ping(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %0 = func.call @me_pong(%t, %n) : (tensor<4xf32>, index) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @me_pong(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %0 = func.call @me_ping(%t, %n) : (tensor<4xf32>, index) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @me_multi_block_returns(%t: tensor<4xf32>, %c: i1, %f: f32) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %t : tensor<4xf32>
^bb2:
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @me_callee_identity(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

func.func @me_call_identity_then_write(%t: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = func.call @me_callee_identity(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

func.func @me_no_tensors(%m: memref<4xf32>, %i: index, %f: f32) {
  memref.store %f, %m[%i] : memref<4xf32>
  return
}

func.func @me_materialize_nonrestrict_memref(%t: tensor<4xf32>, %m: memref<4xf32>) {
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

func.func @me_unused_tensor_arg(%t: tensor<4xf32>, %u: tensor<8xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
