// copy-before-write: no analysis, every write copies (only the counts and
// parse checks apply; mlir-opt rejects test-analysis-only with this option).
// OPTIONS: copy-before-write
// OPTIONS: copy-before-write bufferize-function-boundaries

func.func @cbw_insert(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @cbw_chain(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  %2 = linalg.fill ins(%f : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

func.func @cbw_read_only(%t: tensor<4xf32>, %i: index) -> f32 {
  %0 = tensor.extract %t[%i] : tensor<4xf32>
  return %0 : f32
}

func.func @cbw_empty_fill(%f: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @cbw_loop(%t: tensor<?xf32>, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %1 = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @cbw_slices(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.insert_slice %w into %t[0] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

func.func @cbw_if(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = scf.if %c -> tensor<4xf32> {
    %1 = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

func.func @cbw_matmul(%A: tensor<4x4xf32>, %B: tensor<4x4xf32>, %C: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<4x4xf32>, tensor<4x4xf32>) outs(%C : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
