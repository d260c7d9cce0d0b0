// The passes that run around One-Shot Bufferize, as mlir-opt-22
// runs them (both tools get the same pass flags in the same order):
// eliminate-empty-tensors and empty-tensor-to-alloc-tensor before it,
// drop-equivalent-buffer-results and buffer-results-to-out-params after it.
// Returned arguments (equivalent results), new allocations, tensor.empty
// filled and inserted into an argument (the empty tensor becomes a slice of
// the destination), calls whose results are dropped or become out-params.
// OPTIONS: bufferize-function-boundaries +post=drop-equivalent-buffer-results
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map +post=buffer-results-to-out-params
// OPTIONS: bufferize-function-boundaries +pre=eliminate-empty-tensors
// OPTIONS: +pre=empty-tensor-to-alloc-tensor
// OPTIONS: bufferize-function-boundaries +pre=eliminate-empty-tensors +post=drop-equivalent-buffer-results

func.func @mp_returns_arg(%t: tensor<8xf32>, %f: f32, %i: index) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @mp_returns_new(%f: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @mp_arg_and_new(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %1 = linalg.copy ins(%0 : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

func.func @mp_empty_into_slice(%t: tensor<16xf32>, %f: f32, %o: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert_slice %0 into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}

func.func @mp_empty_into_2d_row(%t: tensor<8x16xf32>, %f: f32, %r: index) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %1 = tensor.insert_slice %0 into %t[%r, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

func.func @mp_empty_read_after(%t: tensor<16xf32>, %f: f32) -> (tensor<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert_slice %0 into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %2 = tensor.extract %t[%c0] : tensor<16xf32>
  return %1, %2 : tensor<16xf32>, f32
}

func.func @mp_empty_in_loop(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %r = scf.for %i = %c0 to %c16 step %c4 iter_args(%a = %t) -> (tensor<16xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %1 = tensor.insert_slice %0 into %a[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %1 : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

func.func @mp_caller(%t: tensor<8xf32>, %f: f32, %i: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = call @mp_returns_arg(%t, %f, %i) : (tensor<8xf32>, f32, index) -> tensor<8xf32>
  %1 = call @mp_returns_new(%f) : (f32) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

func.func @mp_caller_reads(%t: tensor<8xf32>, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %0:2 = call @mp_arg_and_new(%t, %f) : (tensor<8xf32>, f32) -> (tensor<8xf32>, tensor<8xf32>)
  %1 = tensor.extract %0#1[%c0] : tensor<8xf32>
  return %1 : f32
}
