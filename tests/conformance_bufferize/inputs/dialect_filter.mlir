// dialect-filter: only ops of the listed dialects are bufferized (the rest
// stays on tensors with to_tensor/to_buffer at the boundary).
// OPTIONS: dialect-filter=tensor,bufferization allow-unknown-ops
// OPTIONS: dialect-filter=linalg,tensor,bufferization allow-unknown-ops
// OPTIONS: dialect-filter=tensor,bufferization bufferize-function-boundaries allow-unknown-ops
// OPTIONS: dialect-filter=scf,tensor,bufferization,linalg,arith

func.func @df_insert_extract(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = tensor.extract %0[%i] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, f32
}

func.func @df_linalg_and_tensor(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.insert_slice %w into %t[0] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

func.func @df_empty_matmul(%A: tensor<4x4xf32>, %B: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = linalg.matmul ins(%A, %B : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @df_generate_extract(%n: index, %i: index) -> index {
  %0 = tensor.generate %n {
  ^bb0(%j: index):
    tensor.yield %j : index
  } : tensor<?xindex>
  %1 = tensor.extract %0[%i] : tensor<?xindex>
  return %1 : index
}

func.func @df_constant_insert(%f: f32, %i: index) -> f32 {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %0 = tensor.insert %f into %cst[%i] : tensor<4xf32>
  %1 = tensor.extract %0[%i] : tensor<4xf32>
  return %1 : f32
}

func.func @df_from_elements_only(%a: f32, %b: f32, %i: index) -> f32 {
  %0 = tensor.from_elements %a, %b : tensor<2xf32>
  %1 = tensor.extract %0[%i] : tensor<2xf32>
  return %1 : f32
}
