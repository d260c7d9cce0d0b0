// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries "
// Calls inside loops (RaW across iterations through a callee that writes), callee reads, slices around calls (bufferize).
func.func @callee_loop(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index) -> tensor<8xf32> {
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %t) -> tensor<8xf32> {
    %f = arith.constant 3.0 : f32
    %0 = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %0 : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
func.func @reader(%t: tensor<8xf32>, %i: index) -> f32 {
  %v = tensor.extract %t[%i] : tensor<8xf32>
  return %v : f32
}
func.func @loop_caller(%t: tensor<8xf32>, %n: index) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %s = %t) -> (tensor<8xf32>, tensor<8xf32>) {
    %x = func.call @callee_loop(%a, %c0, %i, %c1) : (tensor<8xf32>, index, index, index) -> tensor<8xf32>
    %v = func.call @reader(%s, %i) : (tensor<8xf32>, index) -> f32
    scf.yield %x, %s : tensor<8xf32>, tensor<8xf32>
  }
  %v = func.call @reader(%t, %c0) : (tensor<8xf32>, index) -> f32
  return %r#0, %v : tensor<8xf32>, f32
}
func.func @slice_caller(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<8xf32>
  %x = func.call @callee_loop(%e, %c0, %c4, %c1) : (tensor<8xf32>, index, index, index) -> tensor<8xf32>
  %i = tensor.insert_slice %s into %x[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %i : tensor<8xf32>
}
