// linalg: folds and canonicalization patterns (MLIR 22).

func.func @dead_tensor_fill(%t: tensor<4xf32>, %v: f32) {
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @zero_sized(%m: memref<0xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%m : memref<0xf32>)
  return
}

// -----

func.func @self_copy(%m: memref<4xf32>) {
  linalg.copy ins(%m : memref<4xf32>) outs(%m : memref<4xf32>)
  return
}

// -----

func.func @self_copy_tensor(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.copy ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @identity_generic(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @identity_transpose(%t: tensor<4x8xf32>, %u: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.transpose ins(%t : tensor<4x8xf32>) outs(%u : tensor<4x8xf32>) permutation = [0, 1]
  return %0 : tensor<4x8xf32>
}

// -----

func.func @transpose_transpose(%t: tensor<4x8xf32>, %u: tensor<8x4xf32>, %w: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.transpose ins(%t : tensor<4x8xf32>) outs(%u : tensor<8x4xf32>) permutation = [1, 0]
  %1 = linalg.transpose ins(%0 : tensor<8x4xf32>) outs(%w : tensor<4x8xf32>) permutation = [1, 0]
  return %1 : tensor<4x8xf32>
}

// -----

func.func @memref_cast_fold(%m: memref<4xf32>, %v: f32) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  linalg.fill ins(%v : f32) outs(%c : memref<?xf32>)
  return
}

// -----

func.func @fill_then_copy(%m: memref<4xf32>, %n: memref<4xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
  linalg.copy ins(%m : memref<4xf32>) outs(%n : memref<4xf32>)
  return
}

// -----

func.func @fill_copy_tensor(%t: tensor<4xf32>, %u: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.copy ins(%0 : tensor<4xf32>) outs(%u : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @copy_cast(%m: memref<4xf32>, %n: memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %d = memref.cast %n : memref<4xf32> to memref<?xf32>
  linalg.copy ins(%c : memref<?xf32>) outs(%d : memref<?xf32>)
  return
}

// -----

func.func @map_cast(%m: memref<4xf32>, %n: memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %d = memref.cast %n : memref<4xf32> to memref<?xf32>
  linalg.map { math.exp } ins(%c : memref<?xf32>) outs(%d : memref<?xf32>)
  return
}

// -----

func.func @reduce_cast(%m: memref<4x8xf32>, %n: memref<4xf32>) {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %d = memref.cast %n : memref<4xf32> to memref<?xf32>
  linalg.reduce { arith.addf } ins(%c : memref<?x?xf32>) outs(%d : memref<?xf32>) dimensions = [1]
  return
}

// -----

func.func @transpose_cast(%m: memref<4x8xf32>, %n: memref<?x?xf32>) {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  linalg.transpose ins(%c : memref<?x?xf32>) outs(%n : memref<?x?xf32>) permutation = [1, 0]
  return
}

// -----

func.func @matmul_cast(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  %ca = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  linalg.matmul ins(%ca, %b : memref<?x?xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

func.func @batch_matmul_cast(%a: memref<2x4x8xf32>, %b: memref<2x8x16xf32>, %c: memref<2x4x16xf32>) {
  %ca = memref.cast %a : memref<2x4x8xf32> to memref<?x?x?xf32>
  linalg.batch_matmul ins(%ca, %b : memref<?x?x?xf32>, memref<2x8x16xf32>) outs(%c : memref<2x4x16xf32>)
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @identity_memref(%m: memref<4xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @filllike_memref(%m: memref<4xf32>, %v: f32) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %v : f32
  }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @identity_cast(%t: tensor<?xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<?xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @yield_out(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %out : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @zero_sized_generic(%m: memref<4x0xf32>, %n: memref<4x0xf32>) {
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m : memref<4x0xf32>) outs(%n : memref<4x0xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  return
}

// -----

func.func @transpose_compose(%t: tensor<2x3x4xf32>, %u: tensor<3x4x2xf32>, %w: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  %0 = linalg.transpose ins(%t : tensor<2x3x4xf32>) outs(%u : tensor<3x4x2xf32>) permutation = [1, 2, 0]
  %1 = linalg.transpose ins(%0 : tensor<3x4x2xf32>) outs(%w : tensor<4x2x3xf32>) permutation = [1, 2, 0]
  return %1 : tensor<4x2x3xf32>
}

// -----

func.func @identity_transpose_memref(%m: memref<4x8xf32>, %n: memref<4x8xf32>) {
  linalg.transpose ins(%m : memref<4x8xf32>) outs(%n : memref<4x8xf32>) permutation = [0, 1]
  return
}

// -----

func.func @copy_into_fill(%a: tensor<4xf32>, %t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.copy ins(%a : tensor<4xf32>) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @fill_transpose(%t: tensor<4x8xf32>, %u: tensor<8x4xf32>, %v: f32) -> tensor<8x4xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.transpose ins(%0 : tensor<4x8xf32>) outs(%u : tensor<8x4xf32>) permutation = [1, 0]
  return %1 : tensor<8x4xf32>
}

// -----

func.func @fill_extract(%t: tensor<4x8xf32>, %v: f32, %i: index, %j: index) -> f32 {
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e = tensor.extract %0[%i, %j] : tensor<4x8xf32>
  return %e : f32
}

// -----

func.func @fill_collapse(%t: tensor<4x8xf32>, %v: f32) -> tensor<32xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  return %1 : tensor<32xf32>
}

// -----

func.func @fill_expand(%t: tensor<32xf32>, %v: f32) -> tensor<4x8xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<32xf32>) -> tensor<32xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

func.func @concat_of_fills(%a: tensor<4xf32>, %b: tensor<?xf32>, %v: f32) -> tensor<?xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.fill ins(%v : f32) outs(%b : tensor<?xf32>) -> tensor<?xf32>
  %2 = tensor.concat dim(0) %0, %1 : (tensor<4xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %2 : tensor<?xf32>
}

// -----

func.func @infer_static(%a: tensor<4x8xf32>, %b: tensor<?x16xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<?x16xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @cast_of_result(%t: tensor<?xf32>, %v: f32) -> tensor<4xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  %c = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dead_generic_tensor(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  } -> tensor<4xf32>
  return
}
