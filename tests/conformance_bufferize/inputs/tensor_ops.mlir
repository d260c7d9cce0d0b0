// Every tensor op tbuf supports, each on its own and in a small use-def chain.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:
// A returned tensor.cast from a less static type (dynamic sizes, unranked)
// keeps the function result type: mlir-opt-22 returns the cast's source
// (a dynamic or unranked memref for a static or ranked tensor result), a
// deliberate deviation (docs/bufferization-conformance.md).
// DEVIATION: @t_cast_then_write[bufferize-function-boundaries]:signature

func.func @t_empty_fill(%n: index, %f: f32) -> tensor<?x4xf32> {
  %0 = tensor.empty(%n) : tensor<?x4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}

func.func @t_extract(%t: tensor<4x4xf32>, %i: index, %j: index) -> f32 {
  %0 = tensor.extract %t[%i, %j] : tensor<4x4xf32>
  return %0 : f32
}

func.func @t_insert(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @t_insert_twice_same_source(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

func.func @t_insert_then_extract_old(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = tensor.extract %t[%i] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, f32
}

func.func @t_extract_before_insert(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %1 = tensor.extract %t[%i] : tensor<4xf32>
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, f32
}

func.func @t_extract_slice(%t: tensor<8x8xf32>, %o: index) -> tensor<4x4xf32> {
  %0 = tensor.extract_slice %t[%o, 2] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @t_extract_slice_rank_reducing(%t: tensor<8x8xf32>, %o: index) -> tensor<8xf32> {
  %0 = tensor.extract_slice %t[%o, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @t_extract_slice_strided(%t: tensor<?xf32>, %sz: index) -> tensor<?xf32> {
  %0 = tensor.extract_slice %t[1] [%sz] [2] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @t_insert_slice(%s: tensor<4xf32>, %t: tensor<16xf32>, %o: index) -> tensor<16xf32> {
  %0 = tensor.insert_slice %s into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %0 : tensor<16xf32>
}

func.func @t_insert_slice_of_own_slice(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}

func.func @t_insert_slice_mismatched_offsets(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}

func.func @t_insert_slice_2d(%s: tensor<2x3xf32>, %t: tensor<?x?xf32>, %i: index, %j: index) -> tensor<?x?xf32> {
  %0 = tensor.insert_slice %s into %t[%i, %j] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @t_from_elements(%a: f32, %b: f32) -> tensor<2xf32> {
  %0 = tensor.from_elements %a, %b : tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @t_from_elements_2d(%a: i32, %b: i32) -> tensor<2x2xi32> {
  %0 = tensor.from_elements %a, %b, %b, %a : tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

func.func @t_from_elements_0d(%a: f32) -> tensor<f32> {
  %0 = tensor.from_elements %a : tensor<f32>
  return %0 : tensor<f32>
}

func.func @t_generate_2d(%m: index, %n: index) -> tensor<?x?xindex> {
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x?xindex>
  return %0 : tensor<?x?xindex>
}

func.func @t_cast(%t: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @t_cast_then_write(%t: tensor<?xf32>, %f: f32) -> tensor<4xf32> {
  %0 = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @t_dim(%t: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  return %0, %1 : index, index
}

func.func @t_rank(%t: tensor<?x?xf32>) -> index {
  %0 = tensor.rank %t : tensor<?x?xf32>
  return %0 : index
}

func.func @t_splat(%f: f32) -> tensor<4x4xf32> {
  %0 = tensor.splat %f : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @t_splat_dynamic(%f: f32, %n: index) -> tensor<?x8xf32> {
  %0 = tensor.splat %f[%n] : tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

func.func @t_pad(%t: tensor<?xf32>, %f: f32) -> tensor<?xf32> {
  %0 = tensor.pad %t low[2] high[3] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @t_pad_static(%t: tensor<4x4xf32>, %f: f32) -> tensor<6x8xf32> {
  %0 = tensor.pad %t low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}

func.func @t_collapse_shape(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

func.func @t_collapse_then_write(%t: tensor<2x3xf32>, %f: f32) -> tensor<6xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<6xf32>) -> tensor<6xf32>
  return %1 : tensor<6xf32>
}

func.func @t_expand_shape(%t: tensor<12xf32>) -> tensor<3x4xf32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @t_expand_shape_dynamic(%t: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

func.func @t_expand_then_read_old(%t: tensor<12xf32>, %f: f32) -> (tensor<3x4xf32>, f32) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<3x4xf32>) -> tensor<3x4xf32>
  %c0 = arith.constant 0 : index
  %2 = tensor.extract %t[%c0] : tensor<12xf32>
  return %1, %2 : tensor<3x4xf32>, f32
}

func.func @t_concat(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) -> tensor<5x4xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

func.func @t_concat_dynamic(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @t_parallel_insert_slice(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<16xf32>) {
    %off = arith.muli %i, %i : index
    %s = tensor.extract_slice %o[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  return %0 : tensor<16xf32>
}
