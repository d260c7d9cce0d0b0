// RUN: tbuf %s --split-input-file --verify-diagnostics
// linalg.batch_reduce_matmul's checks of user-written indexing maps;
// mlir-opt-22 --split-input-file --verify-diagnostics accepts the same file.
func.func @output_rank(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op expects 2 dims, but got (3).}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0)>] ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @output_dims(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op Invalid output map result dimension.}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>] ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @two_maps(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op Indexing_map attribute must have 3 affine maps.}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @foreign_dim(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op Unexpected result dim expression (outside the set of default result dims).}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @batch_not_first(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op Invalid batch dimension expression.}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @bad_broadcast(%a: memref<2x3x4xf32>, %b: memref<2x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op Invalid broadcast requested.}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%a, %b : memref<2x3x4xf32>, memref<2x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @operand_rank(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op expected operand #0 rank (3) to match the result rank of indexing_map (2)}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @shape_mismatch(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<3x6xf32>) -> tensor<3x6xf32> {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op inferred input/output operand #2 has shape's dimension #1 to be 5 but found 6}}
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<3x6xf32>) -> tensor<3x6xf32>
  return %r : tensor<3x6xf32>
}

// -----

func.func @region_args(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>) {
  // expected-error @+1 {{custom op 'linalg.batch_reduce_matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  linalg.batch_reduce_matmul ins(%a : memref<2x3x4xf32>) outs(%b : memref<2x4x5xf32>)
  return
}
