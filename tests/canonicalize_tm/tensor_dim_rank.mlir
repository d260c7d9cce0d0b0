// tensor.dim and tensor.rank folds and patterns.
func.func @dim_static(%t: tensor<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<4x?xf32>
  return %d : index
}

// -----
func.func @dim_dynamic_arg(%t: tensor<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<4x?xf32>
  return %d : index
}

// -----
func.func @dim_non_constant_index(%t: tensor<4x8xf32>, %i: index) -> index {
  %d = tensor.dim %t, %i : tensor<4x8xf32>
  return %d : index
}

// -----
func.func @dim_unranked(%t: tensor<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<*xf32>
  return %d : index
}

// -----
func.func @dim_of_empty(%n: index, %m: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty(%n, %m) : tensor<?x4x?xf32>
  %d0 = tensor.dim %e, %c0 : tensor<?x4x?xf32>
  %d1 = tensor.dim %e, %c1 : tensor<?x4x?xf32>
  %d2 = tensor.dim %e, %c2 : tensor<?x4x?xf32>
  return %d0, %d1, %d2 : index, index, index
}

// -----
func.func @dim_of_cast_static_source(%t: tensor<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d = tensor.dim %c, %c0 : tensor<?x?xf32>
  return %d : index
}

// -----
func.func @dim_of_cast_more_static(%t: tensor<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %c = tensor.cast %t : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %c, %c1 : tensor<4x?xf32>
  return %d : index
}

// -----
func.func @dim_of_generate(%n: index, %m: index) -> index {
  %c2 = arith.constant 2 : index
  %g = tensor.generate %n, %m {
  ^bb0(%i: index, %j: index, %k: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<?x3x?xf32>
  %d = tensor.dim %g, %c2 : tensor<?x3x?xf32>
  return %d : index
}

// -----
func.func @dim_of_extract_slice(%t: tensor<?x?xf32>, %o: index, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %e = tensor.extract_slice %t[%o, %o] [4, %s] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %e, %c1 : tensor<4x?xf32>
  return %d : index
}

// -----
func.func @dim_of_rank_reducing_extract_slice(%t: tensor<?x?xf32>, %o: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %e = tensor.extract_slice %t[%o, %o] [1, %s] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %d = tensor.dim %e, %c0 : tensor<?xf32>
  return %d : index
}

// -----
func.func @dim_of_insert(%t: tensor<?xf32>, %v: f32, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%i] : tensor<?xf32>
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}

// -----
func.func @dim_of_insert_slice(%s: tensor<2xf32>, %t: tensor<?xf32>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %r = tensor.insert_slice %s into %t[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}

// -----
func.func @rank(%t: tensor<4x?xf32>, %u: tensor<*xf32>) -> (index, index) {
  %r = tensor.rank %t : tensor<4x?xf32>
  %s = tensor.rank %u : tensor<*xf32>
  return %r, %s : index, index
}
