// Round-trip inputs for the tensor dialect beyond tests/corpus/tensor.mlir:
// discardable attributes on every op, rank-reducing slices, unranked and
// 0-d tensors, encodings, bitcast, and names of repeated results.

func.func @attrs(%t: tensor<4x?xf32>, %i: index, %v: f32, %s: tensor<2x2xf32>) {
  %0 = tensor.empty(%i) {foo} : tensor<4x?xf32>
  %1 = tensor.extract %t[%i, %i] {foo} : tensor<4x?xf32>
  %2 = tensor.insert %v into %t[%i, %i] {foo} : tensor<4x?xf32>
  %3 = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] {foo} : tensor<4x?xf32> to tensor<2x2xf32>
  %4 = tensor.insert_slice %s into %t[0, 0] [2, 2] [1, 1] {foo} : tensor<2x2xf32> into tensor<4x?xf32>
  %5 = tensor.from_elements %v, %v {foo} : tensor<2xf32>
  %6 = tensor.cast %t {foo} : tensor<4x?xf32> to tensor<?x?xf32>
  %7 = tensor.dim {foo} %t, %i : tensor<4x?xf32>
  %8 = tensor.rank %t {foo} : tensor<4x?xf32>
  %9 = tensor.splat %v[%i] {foo} : tensor<4x?xf32>
  %10 = tensor.collapse_shape %s [[0, 1]] {foo} : tensor<2x2xf32> into tensor<4xf32>
  %11 = tensor.expand_shape %10 [[0, 1]] output_shape [2, 2] {foo} : tensor<4xf32> into tensor<2x2xf32>
  %12 = tensor.concat dim(0) %s, %s {foo} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  %13 = tensor.pad %s low[0, 0] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v {bar} : f32
  } {foo} : tensor<2x2xf32> to tensor<3x3xf32>
  %14 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } {foo} : tensor<4x?xf32>
  %15 = tensor.bitcast %s {foo} : tensor<2x2xf32> to tensor<2x2xi32>
  return
}

// -----

func.func @rank_reducing(%t: tensor<8x1x16x1xf32>, %d: tensor<?x?x?xf32>, %i: index) -> (tensor<16xf32>, tensor<?x?x?xf32>) {
  %0 = tensor.extract_slice %t[0, 0, 0, 0] [1, 1, 16, 1] [1, 1, 1, 1] : tensor<8x1x16x1xf32> to tensor<16xf32>
  %1 = tensor.extract_slice %t[2, 0, 0, 0] [4, 1, 16, 1] [1, 1, 1, 1] : tensor<8x1x16x1xf32> to tensor<4x16x1xf32>
  %2 = tensor.extract_slice %d[%i, 0, %i] [1, %i, 1] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?xf32>
  %3 = tensor.insert_slice %2 into %d[0, %i, 0] [1, %i, 1] [1, 2, 1] : tensor<?xf32> into tensor<?x?x?xf32>
  %4 = tensor.extract_slice %d[0, 0, 0] [1, 1, 1] [1, 1, 1] : tensor<?x?x?xf32> to tensor<f32>
  return %0, %3 : tensor<16xf32>, tensor<?x?x?xf32>
}

// -----

func.func @unranked_and_0d(%u: tensor<*xi32>, %z: tensor<i64>, %v: i64, %i: index) -> (index, index, i64, tensor<i64>) {
  %0 = tensor.rank %u : tensor<*xi32>
  %1 = tensor.dim %u, %i : tensor<*xi32>
  %2 = tensor.extract %z[] : tensor<i64>
  %3 = tensor.insert %v into %z[] : tensor<i64>
  %4 = tensor.cast %u : tensor<*xi32> to tensor<*xi32>
  %5 = tensor.bitcast %u : tensor<*xi32> to tensor<*xf32>
  %6 = tensor.generate  {
    tensor.yield %v : i64
  } : tensor<i64>
  %7 = tensor.splat %v : tensor<i64>
  %8 = tensor.empty() : tensor<0x4xi64>
  return %0, %1, %2, %3 : index, index, i64, tensor<i64>
}

// -----

#enc = {sparse_like = true}
func.func @encoding(%t: tensor<8xf32, #enc>, %i: index) -> tensor<4xf32, #enc> {
  %0 = tensor.extract_slice %t[%i] [4] [1] : tensor<8xf32, #enc> to tensor<4xf32, #enc>
  %1 = tensor.empty() : tensor<4xf32, #enc>
  return %0 : tensor<4xf32, #enc>
}

// -----

func.func @pads(%t: tensor<?x8xf32>, %lo: index, %hi: index, %p: f32) -> (tensor<?x?xf32>, tensor<?x10xf32>) {
  %0 = tensor.pad %t low[%lo, %lo] high[%hi, %hi] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<?x8xf32> to tensor<?x?xf32>
  %1 = tensor.pad %t nofold low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    %c = arith.constant 2.0 : f32
    %s = arith.addf %c, %p : f32
    tensor.yield %s : f32
  } : tensor<?x8xf32> to tensor<?x10xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x10xf32>
}

// -----

func.func @reshapes(%t: tensor<2x?x4x1xf32>, %e: tensor<?xf32>, %i: index, %j: index) -> (tensor<?x4xf32>, tensor<?x?x3xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2, 3]] : tensor<2x?x4x1xf32> into tensor<?x4xf32>
  %1 = tensor.expand_shape %e [[0, 1, 2]] output_shape [%i, %j, 3] : tensor<?xf32> into tensor<?x?x3xf32>
  %2 = tensor.collapse_shape %t [[0, 1, 2, 3]] : tensor<2x?x4x1xf32> into tensor<?xf32>
  %3 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [%i, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  return %0, %1 : tensor<?x4xf32>, tensor<?x?x3xf32>
}

// -----

func.func @concats(%a: tensor<?x?xi8>, %b: tensor<3x5xi8>) -> tensor<?x5xi8> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x?xi8>, tensor<3x5xi8>) -> tensor<?x5xi8>
  %1 = tensor.concat dim(1) %b : (tensor<3x5xi8>) -> tensor<3x5xi8>
  return %0 : tensor<?x5xi8>
}

// -----

func.func @parallel(%t: tensor<16xf32>, %src: tensor<4xf32>) -> tensor<16xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<16xf32>) {
    %c4 = arith.constant 4 : index
    %off = arith.muli %i, %c4 : index
    %slice = tensor.extract_slice %o[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %src into %o[%off] [4] [1] {foo} : tensor<4xf32> into tensor<16xf32>
    }
  }
  return %0 : tensor<16xf32>
}
