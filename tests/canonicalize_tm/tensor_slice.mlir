// tensor.extract_slice / insert_slice / parallel_insert_slice.
func.func @extract_slice_constant_args(%t: tensor<8x8xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %e = tensor.extract_slice %t[%c1, %c0] [%c2, %c4] [%c1, %c1] : tensor<8x8xf32> to tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// -----
func.func @extract_slice_partially_constant(%t: tensor<?x?xf32>, %o: index, %s: index) -> tensor<?x?xf32> {
  %c3 = arith.constant 3 : index
  %e = tensor.extract_slice %t[%o, 1] [%c3, %s] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// -----
func.func @extract_slice_rank_reducing_constant(%t: tensor<8x8xf32>, %o: index) -> tensor<?xf32> {
  %c4 = arith.constant 4 : index
  %e = tensor.extract_slice %t[%o, 0] [1, %c4] [1, 1] : tensor<8x8xf32> to tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----
func.func @extract_slice_out_of_bounds(%t: tensor<8xf32>) -> tensor<?xf32> {
  %c6 = arith.constant 6 : index
  %c4 = arith.constant 4 : index
  %e = tensor.extract_slice %t[%c6] [%c4] [1] : tensor<8xf32> to tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----
func.func @extract_slice_out_of_bounds_stride(%t: tensor<8xf32>) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %e = tensor.extract_slice %t[%c2] [%c4] [%c3] : tensor<8xf32> to tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----
func.func @extract_slice_out_of_bounds_offset(%t: tensor<8xf32>) -> tensor<?xf32> {
  %c9 = arith.constant 9 : index
  %c1 = arith.constant 1 : index
  %e = tensor.extract_slice %t[%c9] [%c1] [1] : tensor<8xf32> to tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----
func.func @extract_slice_out_of_bounds_2d(%t: tensor<8x8xf32>) -> tensor<?x?xf32> {
  %c6 = arith.constant 6 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %e = tensor.extract_slice %t[%c6, %c1] [%c4, %c2] [1, 1] : tensor<8x8xf32> to tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// -----
func.func @extract_slice_full(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

// -----
func.func @extract_slice_full_dynamic(%t: tensor<?x8xf32>, %n: index) -> tensor<?x8xf32> {
  %e = tensor.extract_slice %t[0, 0] [%n, 8] [1, 1] : tensor<?x8xf32> to tensor<?x8xf32>
  return %e : tensor<?x8xf32>
}

// -----
func.func @extract_slice_of_splat() -> tensor<2x2xf32> {
  %cst = arith.constant dense<1.0> : tensor<8x8xf32>
  %e = tensor.extract_slice %cst[1, 1] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %e : tensor<2x2xf32>
}

// -----
func.func @extract_after_insert(%s: tensor<2x2xf32>, %t: tensor<8x8xf32>, %o: index) -> tensor<2x2xf32> {
  %i = tensor.insert_slice %s into %t[%o, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %e = tensor.extract_slice %i[%o, 1] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %e : tensor<2x2xf32>
}

// -----
func.func @extract_after_insert_other_slice(%s: tensor<2x2xf32>, %t: tensor<8x8xf32>, %o: index) -> tensor<2x2xf32> {
  %i = tensor.insert_slice %s into %t[%o, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %e = tensor.extract_slice %i[%o, 2] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %e : tensor<2x2xf32>
}

// -----
func.func @insert_slice_full(%s: tensor<4x8xf32>, %t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = tensor.insert_slice %s into %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----
func.func @insert_after_insert(%a: tensor<2xf32>, %b: tensor<2xf32>, %t: tensor<8xf32>, %o: index) -> tensor<8xf32> {
  %0 = tensor.insert_slice %a into %t[%o] [2] [1] : tensor<2xf32> into tensor<8xf32>
  %1 = tensor.insert_slice %b into %0[%o] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----
func.func @insert_after_extract(%t: tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32> {
  %0 = tensor.extract_slice %t[0, 0, 0, 0] [1, 1, 2, 4] [1, 1, 1, 1] : tensor<1x1x2x4xf32> to tensor<2x4xf32>
  %1 = tensor.insert_slice %0 into %t[0, 0, 0, 0] [1, 1, 2, 4] [1, 1, 1, 1] : tensor<2x4xf32> into tensor<1x1x2x4xf32>
  return %1 : tensor<1x1x2x4xf32>
}

// -----
func.func @insert_slice_zero_size(%s: tensor<0xf32>, %t: tensor<8xf32>, %o: index) -> tensor<8xf32> {
  %r = tensor.insert_slice %s into %t[%o] [0] [1] : tensor<0xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----
func.func @insert_slice_constant_args(%s: tensor<?x?xf32>, %t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = tensor.insert_slice %s into %t[%c0, %c1] [%c2, %c2] [%c1, %c1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----
func.func @insert_slice_rank_reducing_constant(%s: tensor<?xf32>, %t: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %c4 = arith.constant 4 : index
  %r = tensor.insert_slice %s into %t[%o, 0] [1, %c4] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----
func.func @parallel_insert_slice_constant_args(%t: tensor<8xf32>, %s: tensor<?xf32>) -> tensor<8xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [%c2] [1] : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----
func.func @parallel_insert_slice_of_cast(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %c = tensor.cast %s : tensor<2xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %sz = tensor.dim %c, %i : tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %c into %o[%i] [%sz] [1] : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----
func.func @dim_of_forall(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
