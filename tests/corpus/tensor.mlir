// tensor dialect: empty, extract, insert, extract_slice, insert_slice,
// parallel_insert_slice (see scf.mlir too), from_elements, generate + yield,
// cast, dim, rank, splat, pad + yield, collapse_shape, expand_shape, concat.

func.func @empty(%d0: index, %d1: index) {
  %0 = tensor.empty() : tensor<4x5xf32>
  %1 = tensor.empty(%d0) : tensor<?x5xf32>
  %2 = tensor.empty(%d0, %d1) : tensor<?x?xi32>
  %3 = tensor.empty() : tensor<f64>
  %4 = tensor.empty(%d1) : tensor<2x?x3xf16>
  return
}

// -----

func.func @extract_insert(%t: tensor<4x?xf32>, %s: tensor<f32>, %i: index, %j: index, %v: f32) -> (f32, tensor<4x?xf32>, tensor<f32>) {
  %0 = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %1 = tensor.extract %s[] : tensor<f32>
  %2 = tensor.insert %v into %t[%i, %j] : tensor<4x?xf32>
  %3 = tensor.insert %0 into %s[] : tensor<f32>
  %4 = tensor.extract %2[%i, %i] : tensor<4x?xf32>
  return %0, %2, %3 : f32, tensor<4x?xf32>, tensor<f32>
}

// -----

func.func @extract_slice(%t: tensor<8x16x4xf32>, %d: tensor<?x?xf32>, %o: index, %sz: index, %st: index) {
  // Static offsets, sizes, strides.
  %0 = tensor.extract_slice %t[0, 2, 0] [4, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  // Rank-reducing.
  %1 = tensor.extract_slice %t[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  // Dynamic offsets/sizes/strides.
  %2 = tensor.extract_slice %d[%o, %o] [%sz, %sz] [%st, %st] : tensor<?x?xf32> to tensor<?x?xf32>
  // Mixed static and dynamic.
  %3 = tensor.extract_slice %d[%o, 4] [2, %sz] [1, %st] : tensor<?x?xf32> to tensor<2x?xf32>
  %4 = tensor.extract_slice %t[1, 1, 1] [2, 2, 2] [2, 2, 2] : tensor<8x16x4xf32> to tensor<2x2x2xf32>
  return
}

// -----

func.func @insert_slice(%src: tensor<4x4xf32>, %dst: tensor<8x8xf32>, %dsrc: tensor<?x?xf32>, %ddst: tensor<?x?xf32>, %o: index, %s: index, %v: tensor<8xf32>) {
  %0 = tensor.insert_slice %src into %dst[0, 4] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  %1 = tensor.insert_slice %dsrc into %ddst[%o, %o] [%s, %s] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %2 = tensor.insert_slice %src into %ddst[%o, 0] [4, 4] [2, %s] : tensor<4x4xf32> into tensor<?x?xf32>
  // Rank-extending.
  %3 = tensor.insert_slice %v into %dst[2, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<8x8xf32>
  return
}

// -----

func.func @parallel_insert_slice(%t: tensor<?x?xf32>, %s: tensor<2x?xf32>, %n: index) -> tensor<?x?xf32> {
  %0 = scf.forall (%i, %j) in (%n, 4) shared_outs(%o = %t) -> (tensor<?x?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<?x?xf32>
    }
  }
  return %0 : tensor<?x?xf32>
}

// -----

func.func @from_elements(%a: f32, %b: f32, %i: index) {
  %0 = tensor.from_elements %a, %b, %a : tensor<3xf32>
  %1 = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf32>
  %2 = tensor.from_elements %a : tensor<f32>
  %3 = tensor.from_elements %i, %i : tensor<2xindex>
  return
}

// -----

func.func @generate(%n: index, %m: index) -> (tensor<?x3x?xindex>, tensor<4xf32>) {
  %0 = tensor.generate %n, %m {
  ^bb0(%i: index, %j: index, %k: index):
    %s = arith.addi %i, %k : index
    tensor.yield %s : index
  } : tensor<?x3x?xindex>
  %1 = tensor.generate {
  ^bb0(%i: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<4xf32>
  return %0, %1 : tensor<?x3x?xindex>, tensor<4xf32>
}

// -----

func.func @cast(%t: tensor<4xf32>, %u: tensor<?xf32>, %w: tensor<*xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %u : tensor<?xf32> to tensor<4xf32>
  %2 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %3 = tensor.cast %w : tensor<*xf32> to tensor<?x?xf32>
  return
}

// -----

func.func @dim_rank(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index) -> (index, index, index, index) {
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c1 : tensor<4x?xf32>
  %1 = tensor.dim %u, %i : tensor<*xf32>
  %2 = tensor.rank %t : tensor<4x?xf32>
  %3 = tensor.rank %u : tensor<*xf32>
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

func.func @splat(%v: f32, %n: index, %m: index) {
  %0 = tensor.splat %v : tensor<4x4xf32>
  %1 = tensor.splat %v[%n] : tensor<?xf32>
  %2 = tensor.splat %v[%n, %m] : tensor<?x8x?xf32>
  return
}

// -----

func.func @pad(%t: tensor<?x?xf32>, %s: tensor<4x4xf32>, %pv: f32, %l: index, %h: index) {
  %0 = tensor.pad %s low[1, 2] high[3, 4] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pv : f32
  } : tensor<4x4xf32> to tensor<8x10xf32>
  %1 = tensor.pad %t low[%l, 0] high[0, %h] {
  ^bb0(%i: index, %j: index):
    %c0 = arith.constant 0.0 : f32
    tensor.yield %c0 : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %2 = tensor.pad %s nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pv : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @reshapes(%t: tensor<2x3x4xf32>, %d: tensor<?x4xf32>, %n: index) {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %2 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %3 = tensor.expand_shape %d [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %4 = tensor.collapse_shape %d [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %s = tensor.empty() : tensor<1x1xf32>
  %5 = tensor.collapse_shape %s [] : tensor<1x1xf32> into tensor<f32>
  %6 = tensor.expand_shape %5 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  return
}

// -----

func.func @concat(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>, %c: tensor<?x4xf32>) -> (tensor<5x4xf32>, tensor<?x4xf32>, tensor<2x8xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  %1 = tensor.concat dim(0) %a, %c, %b : (tensor<2x4xf32>, tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
  %2 = tensor.concat dim(1) %a, %a : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>
  return %0, %1, %2 : tensor<5x4xf32>, tensor<?x4xf32>, tensor<2x8xf32>
}

// -----

// Result naming: several ops of each kind in one function.
func.func @names(%t: tensor<8xf32>, %v: f32, %i: index) {
  %a = tensor.insert %v into %t[%i] : tensor<8xf32>
  %b = tensor.insert %v into %a[%i] : tensor<8xf32>
  %c = tensor.extract %a[%i] : tensor<8xf32>
  %d = tensor.extract %b[%i] : tensor<8xf32>
  %e = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %f = tensor.extract_slice %t[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %g = tensor.insert_slice %e into %t[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %h = tensor.insert_slice %f into %g[4] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %k = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %l = tensor.cast %k : tensor<?xf32> to tensor<8xf32>
  %c0 = arith.constant 0 : index
  %m = tensor.dim %k, %c0 : tensor<?xf32>
  %n = tensor.dim %k, %c0 : tensor<?xf32>
  return
}
