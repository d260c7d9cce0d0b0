// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// Checked: byte-identical to mlir-opt-22 with the same options.
// In-place decisions on tensor ops, as mlir-opt-22 annotates them
// (`__inplace_operands_attr__`, one entry per operand).

// The dim of %t is metadata only: no read, so the insert is in place.
func.func @dim_is_not_a_read(%t: tensor<?xf32> {bufferization.writable = true}, %f: f32) -> (tensor<?xf32>, index) {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<?xf32>
  %1 = tensor.dim %t, %c0 : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, index
}

// The extract of %t after the insert reads the old value: out of place.
func.func @extract_is_a_read(%t: tensor<?xf32> {bufferization.writable = true}, %f: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<?xf32>
  %1 = tensor.extract %t[%c0] : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, f32
}

// Matching extract_slice / insert_slice pairs are in place.
func.func @matching_slices(%t: tensor<16xf32> {bufferization.writable = true}, %a: index, %f: f32) -> tensor<16xf32> {
  %0 = tensor.extract_slice %t[%a] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%a] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}

// Different offsets: the fill must not write into %t.
func.func @non_matching_slices(%t: tensor<16xf32> {bufferization.writable = true}, %a: index, %b: index, %f: f32) -> tensor<16xf32> {
  %0 = tensor.extract_slice %t[%a] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%b] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}

// Chains of slices of slices (the tiling pattern).
func.func @nested_slices(%t: tensor<64x64xf32> {bufferization.writable = true}, %i: index, %j: index, %f: f32) -> tensor<64x64xf32> {
  %0 = tensor.extract_slice %t[%i, 0] [8, 64] [1, 1] : tensor<64x64xf32> to tensor<8x64xf32>
  %1 = tensor.extract_slice %0[0, %j] [8, 8] [1, 1] : tensor<8x64xf32> to tensor<8x8xf32>
  %2 = linalg.fill ins(%f : f32) outs(%1 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = tensor.insert_slice %2 into %0[0, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x64xf32>
  %4 = tensor.insert_slice %3 into %t[%i, 0] [8, 64] [1, 1] : tensor<8x64xf32> into tensor<64x64xf32>
  return %4 : tensor<64x64xf32>
}

// A read of the old %t after the matching insert: the pair cannot be in place.
func.func @read_of_old_value(%t: tensor<16xf32> {bufferization.writable = true}, %a: index, %f: f32) -> (tensor<16xf32>, f32) {
  %0 = tensor.extract_slice %t[%a] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%a] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %3 = tensor.extract %t[%a] : tensor<16xf32>
  return %2, %3 : tensor<16xf32>, f32
}

// Reshapes and casts alias their source (Equivalent).
func.func @reshape_alias(%t: tensor<2x8xf32> {bufferization.writable = true}, %f: f32) -> (tensor<16xf32>, tensor<2x8xf32>) {
  %c0 = arith.constant 0 : index
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x8xf32> into tensor<16xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<16xf32>
  %2 = tensor.expand_shape %1 [[0, 1]] output_shape [2, 8] : tensor<16xf32> into tensor<2x8xf32>
  %3 = tensor.cast %2 : tensor<2x8xf32> to tensor<?x8xf32>
  %4 = tensor.insert %f into %3[%c0, %c0] : tensor<?x8xf32>
  %5 = tensor.cast %4 : tensor<?x8xf32> to tensor<2x8xf32>
  return %1, %5 : tensor<16xf32>, tensor<2x8xf32>
}

// An insert_slice overwriting all of its dest does not read it.
func.func @full_overwrite(%t: tensor<4xf32> {bufferization.writable = true}, %s: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = tensor.insert_slice %s into %t[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
  %1 = tensor.insert_slice %s into %0[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// Allocating ops: their results are new buffers.
func.func @allocations(%f: f32, %n: index) -> (tensor<2xf32>, tensor<?xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %0 = tensor.from_elements %f, %f : tensor<2xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<2xf32>
  %2 = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  %3 = tensor.insert %f into %2[%c0] : tensor<?xf32>
  %4 = tensor.splat %f : tensor<4xf32>
  %5 = tensor.concat dim(0) %1, %1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  %6 = tensor.insert %f into %5[%c0] : tensor<4xf32>
  return %1, %3, %6 : tensor<2xf32>, tensor<?xf32>, tensor<4xf32>
}

// scf.forall: the shared output is written by parallel_insert_slice.
func.func @forall(%t: tensor<8x4xf32> {bufferization.writable = true}, %f: f32) -> tensor<8x4xf32> {
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x4xf32>
    }
  }
  return %0 : tensor<8x4xf32>
}
