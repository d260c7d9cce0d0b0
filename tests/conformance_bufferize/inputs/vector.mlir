// vector.transfer_read reads its tensor; a tensor vector.transfer_write is a
// destination-style write whose result is equivalent to its destination, and
// which does not read the destination when it overwrites all of it.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:
// OPTIONS: bufferize-function-boundaries +post=buffer-deallocation-pipeline
//
// A masked transfer_write keeps the destination's values in the masked-off
// lanes, so it reads its destination. mlir-opt-22 only asks whether the op
// sits in a vector.mask region and treats the write as a full overwrite: its
// copy of a non-writable destination drops the old values (no memref.copy
// into the new allocation). tbuf reads the destination and copies.
// DEVIATION: @v_masked_write[bufferize-function-boundaries]:analysis
// DEVIATION: @v_masked_write[bufferize-function-boundaries +post=buffer-deallocation-pipeline]:analysis
// DEVIATION: @v_masked_write[default]:counts

func.func @v_read(%t: tensor<?xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%i], %pad : tensor<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

func.func @v_write_in_place(%t: tensor<?xf32>, %v: vector<4xf32>, %i: index) -> tensor<?xf32> {
  %0 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @v_write_then_read_old(%t: tensor<8xf32>, %v: vector<4xf32>, %i: index) -> (tensor<8xf32>, vector<4xf32>) {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<8xf32>
  %1 = vector.transfer_read %t[%i], %pad : tensor<8xf32>, vector<4xf32>
  return %0, %1 : tensor<8xf32>, vector<4xf32>
}

func.func @v_read_then_write(%t: tensor<8xf32>, %i: index) -> tensor<8xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%i], %pad : tensor<8xf32>, vector<4xf32>
  %1 = arith.addf %0, %0 : vector<4xf32>
  %2 = vector.transfer_write %1, %t[%i] : vector<4xf32>, tensor<8xf32>
  return %2 : tensor<8xf32>
}

func.func @v_full_overwrite_of_empty(%v: vector<2x4xf32>) -> tensor<2x4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<2x4xf32>
  %0 = vector.transfer_write %v, %e[%c0, %c0] : vector<2x4xf32>, tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

func.func @v_full_overwrite_keeps_old(%t: tensor<4xf32>, %v: vector<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<4xf32>
  return %0, %t : tensor<4xf32>, tensor<4xf32>
}

func.func @v_partial_write_of_constant(%v: vector<2xf32>, %i: index) -> tensor<4xf32> {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %0 = vector.transfer_write %v, %cst[%i] : vector<2xf32>, tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @v_masked_write(%t: tensor<4xf32>, %v: vector<4xf32>, %m: vector<4xi1>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %v, %t[%c0], %m : vector<4xf32>, tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @v_transposed(%t: tensor<4x8xf32>, %i: index) -> tensor<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x8xf32>, vector<8x4xf32>
  %1 = vector.transfer_write %0, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<8x4xf32>, tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

func.func @v_in_loop(%t: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c16 step %c4 iter_args(%acc = %t) -> (tensor<16xf32>) {
    %v = vector.transfer_read %acc[%i], %pad {in_bounds = [true]} : tensor<16xf32>, vector<4xf32>
    %w = arith.mulf %v, %v : vector<4xf32>
    %n = vector.transfer_write %w, %acc[%i] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
    scf.yield %n : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

func.func @v_write_into_slice(%t: tensor<8x8xf32>, %v: vector<4xf32>, %i: index) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[%i, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
  %w = vector.transfer_write %v, %s[%c0] : vector<4xf32>, tensor<8xf32>
  %r = tensor.insert_slice %w into %t[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

func.func @v_two_writes_same_dest(%t: tensor<8xf32>, %v: vector<4xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<8xf32>
  %1 = vector.transfer_write %v, %t[%c4] : vector<4xf32>, tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}
