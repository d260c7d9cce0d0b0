// Round-trip cases of the linalg ops beyond tests/corpus/linalg.mlir:
// attributes on every op, casts in named-op bodies, matmul indexing maps,
// dynamic and 0-d shapes, short and long forms of map/reduce. The
// .expected/.generic files are mlir-opt-22's output (see regen.sh).

func.func @fill_0d(%v: f32, %t: tensor<f32>, %m: memref<f64>, %d: f64) -> tensor<f32> {
  %0 = linalg.fill {test.attr = 1 : i32} ins(%v : f32) outs(%t : tensor<f32>) -> tensor<f32>
  linalg.fill ins(%d : f64) outs(%m : memref<f64>)
  return %0 : tensor<f32>
}

// -----

func.func @copy_casts(%a: tensor<4xi8>, %b: tensor<4xi32>, %f: tensor<4xf64>, %g: tensor<4xf32>, %m: memref<?xf32>, %n: memref<?xf32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.copy ins(%a : tensor<4xi8>) outs(%b : tensor<4xi32>) -> tensor<4xi32>
  %1 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%a : tensor<4xi8>) outs(%b : tensor<4xi32>) -> tensor<4xi32>
  %2 = linalg.copy ins(%f : tensor<4xf64>) outs(%g : tensor<4xf32>) -> tensor<4xf32>
  %3 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%b : tensor<4xi32>) outs(%g : tensor<4xf32>) -> tensor<4xf32>
  linalg.copy ins(%m : memref<?xf32>) outs(%n : memref<?xf32>)
  return %0, %1, %2, %3 : tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @matmul_variants(%a: tensor<4x8xf16>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %ai: tensor<4x8xi8>, %bi: tensor<8x16xi8>, %ci: tensor<4x16xi32>, %at: tensor<8x4xf32>, %k: tensor<8xf32>) -> (tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %2 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%at, %b : tensor<8x4xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %4 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%k, %b : tensor<8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) {test.note = "bcast"} -> tensor<4x16xf32>
  return %0, %1, %2, %3, %4 : tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xf32>
}

// -----

func.func @matmul_bool_dynamic(%a: memref<?x?xi1>, %b: memref<?x?xi1>, %c: memref<?x?xi1>, %x: memref<?x4x?xf64>, %y: memref<?x?x8xf64>, %z: memref<?x4x8xf64>) {
  linalg.matmul ins(%a, %b : memref<?x?xi1>, memref<?x?xi1>) outs(%c : memref<?x?xi1>)
  linalg.batch_matmul {test.unit} ins(%x, %y : memref<?x4x?xf64>, memref<?x?x8xf64>) outs(%z : memref<?x4x8xf64>)
  return
}

// -----

func.func @transpose_attrs(%a: tensor<?x3xf32>, %b: tensor<3x?xf32>, %m: memref<2x3x4xi32>, %n: memref<4x3x2xi32>) -> tensor<3x?xf32> {
  %0 = linalg.transpose ins(%a : tensor<?x3xf32>) outs(%b : tensor<3x?xf32>) permutation = [1, 0] {test.flag}
  linalg.transpose ins(%m : memref<2x3x4xi32>) outs(%n : memref<4x3x2xi32>) permutation = [2, 1, 0]
  return %0 : tensor<3x?xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
func.func @generic_variants(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %m: memref<4x8xf32>) -> tensor<8x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"], library_call = "transpose_fn"} ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) attrs = {test.b = 2 : i64, test.a} {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x4xf32>
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} {test.c} outs(%m : memref<4x8xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 {test.d} : index
    %s = arith.addi %i, %j : index
    %k = arith.index_cast %s : index to i32
    %f = arith.sitofp %k : i32 to f32
    %r = arith.addf %f, %out fastmath<fast> : f32
    linalg.yield %r : f32
  }
  return %0 : tensor<8x4xf32>
}

// -----

func.func @map_forms(%a: tensor<8xf32>, %b: tensor<8xf32>, %init: tensor<8xf32>, %ia: tensor<8xi32>, %ib: tensor<8xi32>, %m: memref<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xi32>, tensor<8xf32>) {
  %0 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>) {test.x}
  %1 = linalg.map outs(%init : tensor<8xf32>)
    (%o: f32) {
      %c = arith.constant 2.0 : f32
      linalg.yield %c : f32
    }
  %2 = linalg.map { arith.muli } ins(%ia, %ib : tensor<8xi32>, tensor<8xi32>) outs(%ib : tensor<8xi32>)
  %3 = linalg.map ins(%a : tensor<8xf32>) outs(%init : tensor<8xf32>)
    (%x: f32, %o: f32) {
      %r = arith.addf %x, %o : f32
      linalg.yield %r : f32
    }
  linalg.map { arith.negf } ins(%m : memref<8xf32>) outs(%m : memref<8xf32>)
  return %0, %1, %2, %3 : tensor<8xf32>, tensor<8xf32>, tensor<8xi32>, tensor<8xf32>
}

// -----

func.func @reduce_forms(%a: tensor<4x8x16xf32>, %b: tensor<4x8x16xi32>, %i: tensor<8xf32>, %j: tensor<8xi32>, %s: tensor<f32>) -> (tensor<8xf32>, tensor<8xi32>, tensor<f32>) {
  %0:2 = linalg.reduce ins(%a, %b : tensor<4x8x16xf32>, tensor<4x8x16xi32>) outs(%i, %j : tensor<8xf32>, tensor<8xi32>) dimensions = [0, 2]
    (%x: f32, %y: i32, %acc: f32, %acci: i32) {
      %r = arith.addf %x, %acc : f32
      %q = arith.addi %y, %acci : i32
      linalg.yield %r, %q : f32, i32
    }
  %1 = linalg.reduce { arith.maximumf } ins(%a : tensor<4x8x16xf32>) outs(%s : tensor<f32>) dimensions = [0, 1, 2] {test.y}
  return %0#0, %0#1, %1 : tensor<8xf32>, tensor<8xi32>, tensor<f32>
}

// -----

// Named ops accept the attribute dictionary after `outs` as well.
func.func @named_trailing_attrs(%v: f32, %t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) {test.after} -> tensor<4xf32>
  %1 = linalg.copy {test.before} ins(%0 : tensor<4xf32>) outs(%t : tensor<4xf32>) {test.after} -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
