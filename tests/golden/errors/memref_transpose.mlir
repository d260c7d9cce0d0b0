// RUN: tbuf %s --split-input-file
// memref.transpose's verifier with mlir-opt-22's messages: a permutation of the input's rank, and a result type equivalent to the permuted strided type (named in MLIR's canonical affine form).
func.func @identity_layout_result(%m: memref<4x8xf32>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @offset_layout(%m: memref<3x5xf32, strided<[5, 1], offset: 7>>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<3x5xf32, strided<[5, 1], offset: 7>> to memref<5x3xf32, strided<[5, 1], offset: 7>>
  return
}

// -----

func.func @not_a_permutation(%m: memref<4x8xf32>) {
  %t = memref.transpose %m (i, j) -> (i, i) : memref<4x8xf32> to memref<4x8xf32>
  return
}

// -----

func.func @wrong_rank(%m: memref<4x8xf32>) {
  %t = memref.transpose %m (i, j, k) -> (k, j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}
