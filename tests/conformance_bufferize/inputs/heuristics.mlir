// Analysis heuristics: the order in which OpOperands are analyzed decides
// which of two competing writes gets the buffer.
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries analysis-heuristic=bottom-up
// OPTIONS: bufferize-function-boundaries analysis-heuristic=top-down
// OPTIONS: bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators
// OPTIONS: bufferize-function-boundaries analysis-heuristic=fuzzer analysis-fuzzer-seed=1
// OPTIONS: bufferize-function-boundaries analysis-heuristic=fuzzer analysis-fuzzer-seed=59
// OPTIONS: analysis-heuristic=top-down

func.func @h_two_writers(%t: tensor<?xf32>, %f: f32, %i: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.insert %f into %t[%i] : tensor<?xf32>
  %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

func.func @h_two_fills_of_empty(%n: index, %f: f32, %g: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %e = tensor.empty(%n) : tensor<?xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %1 = linalg.fill ins(%g : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

func.func @h_write_chain_and_branch(%t: tensor<?xf32>, %f: f32, %i: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.insert %f into %t[%i] : tensor<?xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<?xf32>
  %2 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  return %1, %2 : tensor<?xf32>, tensor<?xf32>
}

func.func @h_slices_two_tiles(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %a = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %b = tensor.extract_slice %t[8] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %fa = linalg.fill ins(%f : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  %fb = linalg.fill ins(%f : f32) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  %0 = tensor.insert_slice %fa into %t[0] [8] [1] : tensor<8xf32> into tensor<16xf32>
  %1 = tensor.insert_slice %fb into %0[8] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}

func.func @h_three_users(%n: index, %f: f32, %i: index) -> (tensor<?xf32>, tensor<?xf32>, f32) {
  %e = tensor.empty(%n) : tensor<?xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<?xf32>
  %2 = tensor.insert %f into %0[%i] : tensor<?xf32>
  %3 = tensor.extract %0[%i] : tensor<?xf32>
  return %1, %2, %3 : tensor<?xf32>, tensor<?xf32>, f32
}

func.func @h_loop_and_outside_write(%t: tensor<?xf32>, %n: index, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %1 = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  %2 = linalg.fill ins(%f : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  return %0, %2 : tensor<?xf32>, tensor<?xf32>
}

func.func @h_matmuls_sharing_init(%A: tensor<4x4xf32>, %B: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %e = tensor.empty() : tensor<4x4xf32>
  %z = arith.constant 0.0 : f32
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = linalg.matmul ins(%A, %B : tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.matmul ins(%B, %A : tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<4x4xf32>
}

func.func @h_if_both_write_same(%t: tensor<?xf32>, %c: i1, %f: f32, %i: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = scf.if %c -> tensor<?xf32> {
    %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  } else {
    scf.yield %t : tensor<?xf32>
  }
  %2 = tensor.insert %f into %t[%i] : tensor<?xf32>
  return %0, %2 : tensor<?xf32>, tensor<?xf32>
}
