// linalg dialect: fill, copy, matmul, batch_matmul, transpose, generic
// (affine_map aliases, parallel/reduction iterators, linalg.index,
// linalg.yield, extra attributes), map, reduce -- each on tensors and on
// memrefs.

func.func @fill(%t: tensor<4x4xf32>, %m: memref<?x?xf32>, %v: f32, %i: i32, %ti: tensor<8xi32>) -> (tensor<4x4xf32>, tensor<8xi32>) {
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  linalg.fill ins(%v : f32) outs(%m : memref<?x?xf32>)
  %1 = linalg.fill ins(%i : i32) outs(%ti : tensor<8xi32>) -> tensor<8xi32>
  return %0, %1 : tensor<4x4xf32>, tensor<8xi32>
}

// -----

func.func @copy(%a: tensor<4xf32>, %b: tensor<4xf32>, %m: memref<4xf32>, %n: memref<4xf32, strided<[1], offset: ?>>) -> tensor<4xf32> {
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  linalg.copy ins(%m : memref<4xf32>) outs(%n : memref<4xf32, strided<[1], offset: ?>>)
  return %0 : tensor<4xf32>
}

// -----

func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %ma: memref<?x?xf32>, %mb: memref<?x?xf32>, %mc: memref<?x?xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.matmul ins(%ma, %mb : memref<?x?xf32>, memref<?x?xf32>) outs(%mc : memref<?x?xf32>)
  return %0 : tensor<4x16xf32>
}

// -----

func.func @batch_matmul(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>, %ma: memref<2x4x8xf32>, %mb: memref<2x8x16xf32>, %mc: memref<2x4x16xf32>) -> tensor<2x4x16xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  linalg.batch_matmul ins(%ma, %mb : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%mc : memref<2x4x16xf32>)
  return %0 : tensor<2x4x16xf32>
}

// -----

func.func @transpose(%a: tensor<2x3x4xf32>, %b: tensor<4x2x3xf32>, %m: memref<2x3xf32>, %n: memref<3x2xf32>) -> tensor<4x2x3xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%b : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  linalg.transpose ins(%m : memref<2x3xf32>) outs(%n : memref<3x2xf32>) permutation = [1, 0]
  return %0 : tensor<4x2x3xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @generic_parallel(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.addf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

#id = affine_map<(i, j, k) -> (i, k)>
#rhs = affine_map<(i, j, k) -> (k, j)>
#out = affine_map<(i, j, k) -> (i, j)>
func.func @generic_reduction(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#id, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %acc, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// Inline affine maps (no aliases in the input), linalg.index, attributes.
func.func @generic_index(%t: tensor<4x8xindex>) -> tensor<4x8xindex> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], doc = "iota", library_call = "iota_fn"} outs(%t : tensor<4x8xindex>) attrs = {test.extra} {
  ^bb0(%out: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  } -> tensor<4x8xindex>
  return %0 : tensor<4x8xindex>
}

// -----

// Reduction to a scalar (0-d) output with a constant map.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
func.func @generic_to_scalar(%a: tensor<16xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%a : tensor<16xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.addf %in, %out : f32
    linalg.yield %1 : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Multiple results; a scalar input with a broadcast map.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
func.func @generic_multi(%a: tensor<8xf32>, %s: f32, %o1: tensor<8xf32>, %o2: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel"]} ins(%a, %s : tensor<8xf32>, f32) outs(%o1, %o2 : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%in: f32, %sc: f32, %out: f32, %out_0: f32):
    %1 = arith.mulf %in, %sc : f32
    %2 = math.exp %in : f32
    linalg.yield %1, %2 : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// Affine maps with symbols and constants.
#map = affine_map<(d0, d1)[s0] -> (d0 * 2 + s0, d1 floordiv 2, d0 mod 3, d1 ceildiv 4, 0)>
#set = affine_map<(d0) -> (d0 + 1)>
func.func @maps(%m: memref<?xf32, #set>) -> memref<?xf32, #set> attributes {test.m = #map} {
  return %m : memref<?xf32, #set>
}

// -----

func.func @map(%a: tensor<8xf32>, %b: tensor<8xf32>, %init: tensor<8xf32>, %ma: memref<8xf32>, %mo: memref<8xf32>) -> tensor<8xf32> {
  // Long form: the mapper block takes one argument per input and one for the init.
  %0 = linalg.map ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %1 = arith.addf %x, %y : f32
      %2 = arith.mulf %1, %o : f32
      linalg.yield %2 : f32
    }
  linalg.map ins(%ma : memref<8xf32>) outs(%mo : memref<8xf32>)
    (%x: f32, %o: f32) {
      %1 = math.tanh %x : f32
      %2 = arith.addf %1, %1 : f32
      linalg.yield %2 : f32
    }
  // A single-op body that matches the short form is printed as `{ op }`.
  %3 = linalg.map ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %1 = arith.subf %x, %y : f32
      linalg.yield %1 : f32
    }
  %4 = linalg.map { math.sqrt } ins(%a : tensor<8xf32>) outs(%init : tensor<8xf32>)
  %5 = linalg.map { arith.mulf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>)
  linalg.map { math.exp } ins(%ma : memref<8xf32>) outs(%mo : memref<8xf32>)
  return %0 : tensor<8xf32>
}

// -----

func.func @reduce(%a: tensor<16x32xf32>, %init: tensor<16xf32>, %ma: memref<16x32xf32>, %mi: memref<32xf32>) -> tensor<16xf32> {
  %0 = linalg.reduce ins(%a : tensor<16x32xf32>) outs(%init : tensor<16xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %1 = arith.addf %in, %acc : f32
      linalg.yield %1 : f32
    }
  linalg.reduce ins(%ma : memref<16x32xf32>) outs(%mi : memref<32xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %1 = arith.maximumf %in, %acc : f32
      linalg.yield %1 : f32
    }
  %2 = linalg.reduce { arith.addf } ins(%a : tensor<16x32xf32>) outs(%init : tensor<16xf32>) dimensions = [1]
  // The short form stands for `op(%init, %in)` (init first), so this body
  // is printed as `{ arith.mulf }` while `op(%in, %init)` above is not.
  %3 = linalg.reduce ins(%a : tensor<16x32xf32>) outs(%init : tensor<16xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %4 = arith.mulf %acc, %in : f32
      linalg.yield %4 : f32
    }
  return %0 : tensor<16xf32>
}
