// Writability: function arguments marked bufferization.writable = false are
// never written in place; constants never are; with function boundaries off,
// every argument is read through to_buffer and is not writable.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:

func.func @w_nonwritable_insert(%t: tensor<4xf32> {bufferization.writable = false}, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @w_writable_true(%t: tensor<4xf32> {bufferization.writable = true}, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @w_nonwritable_read_only(%t: tensor<4xf32> {bufferization.writable = false}, %i: index) -> f32 {
  %0 = tensor.extract %t[%i] : tensor<4xf32>
  return %0 : f32
}

func.func @w_nonwritable_returned(%t: tensor<4xf32> {bufferization.writable = false}) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

func.func @w_nonwritable_slice_fill(%t: tensor<16xf32> {bufferization.writable = false}, %f: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.insert_slice %w into %t[0] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

func.func @w_nonwritable_loop(%t: tensor<?xf32> {bufferization.writable = false}, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %1 = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @w_mixed_args(%a: tensor<4xf32> {bufferization.writable = false}, %b: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = tensor.insert %f into %a[%i] : tensor<4xf32>
  %1 = tensor.insert %f into %b[%i] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

func.func @w_nonwritable_select(%a: tensor<4xf32> {bufferization.writable = false}, %b: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = arith.select %c, %a, %b : tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @w_nonwritable_matmul_out(%A: tensor<4x4xf32>, %C: tensor<4x4xf32> {bufferization.writable = false}) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%A, %A : tensor<4x4xf32>, tensor<4x4xf32>) outs(%C : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
