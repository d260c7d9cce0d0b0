// Invalid linalg IR: each chunk's expected-error is mlir-opt-22's message
// (checked by regen.sh with --verify-diagnostics) and tbuf's.

#id = affine_map<(d0) -> (d0)>
func.func @map_count(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @loops(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 2 dim(s) to match the number of loops}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @rank(%a: tensor<4x4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected operand #0 rank (2) to match the result rank of indexing_map (1)}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @arg_count(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @arg_type(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #1 ('i32') to match element or self type of the corresponding operand ('f32')}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: i32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @yield_type(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.constant 1 : i32
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : i32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @yield_count(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (0) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @result_type(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'linalg.generic' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @missing_result(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @mixed(%a: tensor<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected to have pure tensor or buffer semantics}}
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @bad_iterator(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (paralel)}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["paralel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @missing_iterators(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  %0 = linalg.generic {indexing_maps = [#id, #id]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @missing_maps(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op requires attribute 'indexing_maps'}}
  %0 = linalg.generic {iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @static_shape(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @symbols(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op unexpected symbols in indexing_map #0}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0)[s0] -> (d0)>, affine_map<(d0)[s0] -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @non_invertible(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0))}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @index_dim(%b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%b : tensor<4xf32>) {
  ^bb0(%out: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
    %i = linalg.index 1 : index
    linalg.yield %out : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @index_parent() -> index {
  // expected-error @+1 {{'linalg.index' op expected parent op with LinalgOp interface}}
  %i = linalg.index 1 : index
  return %i : index
}

// -----

func.func @yield_parent(%a: f32) {
  // expected-error @+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %a : f32
}

// -----

func.func @scalar_out(%a: f32, %b: f32) {
  // expected-error @+1 {{'linalg.generic' op operand #1 must be variadic of shaped of any type values, but got 'f32'}}
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%a : f32) outs(%b : f32) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

func.func @copy_rank(%a: tensor<4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'linalg.copy' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @copy_shape(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'linalg.copy' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @fill_tensor_value(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected op with scalar input}}
  %0 = linalg.fill ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @fill_type(%v: f32, %t: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('f32') to match output element type ('f64')}}
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @fill_arity(%a: f32, %b: tensor<4xf32>) -> tensor<4xf32> {
  // The parser reports the arity at the next token.
  // expected-error @+2 {{custom op 'linalg.fill' [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.fill ins(%a, %a : f32, f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @matmul_shape(%a: tensor<4x8xf32>, %b: tensor<9x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 9}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<9x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @matmul_map(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'linalg.matmul' op Unexpected dim expression in map result.}}
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @matmul_broadcast(%a: tensor<4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @matmul_index(%a: tensor<4x4xindex>) -> tensor<4x4xindex> {
  // expected-error @+1 {{custom op 'linalg.matmul' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'index' and 'index'}}
  %0 = linalg.matmul ins(%a, %a : tensor<4x4xindex>, tensor<4x4xindex>) outs(%a : tensor<4x4xindex>) -> tensor<4x4xindex>
  return %0 : tensor<4x4xindex>
}

// -----

func.func @matmul_body(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{expected add/mul op in the body}}
  %0 = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %z : f32
  }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @matmul_no_region(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'linalg.matmul' op requires one region}}
  %0 = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @segments(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#id, #id], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @string_iterators_generic_form(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.}}
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#id, #id], iterator_types = ["parallel"], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @two_blocks(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expects region #0 to have 0 or 1 blocks}}
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#id, #id], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  ^bb1:
    linalg.yield %in : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @transpose_perm(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1, 1]
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_dims(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 0) = 3 doesn't match dim(input, permutation[0]) = 2}}
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [0, 1]
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_rank(%a: tensor<2x3xf32>, %b: tensor<3x2x1xf32>) -> tensor<3x2x1xf32> {
  // expected-error @+1 {{'linalg.transpose' op input rank 2 does not match init rank 3}}
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2x1xf32>) permutation = [1, 0]
  return %0 : tensor<3x2x1xf32>
}

// -----

func.func @transpose_perm_size(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'linalg.transpose' op size of permutation 3 does not match the argument rank 2}}
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1, 0, 2]
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_dynamic(%a: tensor<2x?xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 0) = 3 doesn't match dim(input, permutation[0]) = -9223372036854775808}}
  %0 = linalg.transpose ins(%a : tensor<2x?xf32>) outs(%b : tensor<3x2xf32>) permutation = [1, 0]
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_scalar(%a: f32, %b: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'linalg.transpose' op operand #0 must be memref of any type values or ranked tensor of any type values, but got 'f32'}}
  %0 = linalg.transpose ins(%a : f32) outs(%b : tensor<3xf32>) permutation = [0]
  return %0 : tensor<3xf32>
}

// -----

func.func @reduce_dims_range(%a: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %0 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%b : tensor<2xf32>) dimensions = [2]
    (%in: f32, %init: f32) {
      %r = arith.addf %in, %init : f32
      linalg.yield %r : f32
    }
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_init_dims(%a: tensor<2x3x4xf32>, %b: tensor<5x?xf32>) -> tensor<5x?xf32> {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [5, -9223372036854775808] doesn't match input dimensions after reduction [2, 4]}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<2x3x4xf32>) outs(%b : tensor<5x?xf32>) dimensions = [1]
  return %0 : tensor<5x?xf32>
}

// -----

func.func @reduce_init_rank(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<2x3xf32>) outs(%b : tensor<2x3xf32>) dimensions = [1]
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reduce_args(%a: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'linalg.reduce' op mismatching number of operands and block arguments}}
  %0 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%b : tensor<2xf32>) dimensions = [1]
    (%in: f32) {
      linalg.yield %in : f32
    }
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_arg_type(%a: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'linalg.reduce' op input element type 'f32' does not match corresponding block argument type 'i32'}}
  %0 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%b : tensor<2xf32>) dimensions = [1]
    (%in: i32, %init: f32) {
      linalg.yield %init : f32
    }
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_out_type(%a: tensor<2x3xf32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'linalg.reduce' op output element type 'i32' does not match corresponding block argument type 'f32'}}
  %0 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%b : tensor<2xi32>) dimensions = [1]
    (%in: f32, %init: f32) {
      linalg.yield %in : f32
    }
  return %0 : tensor<2xi32>
}

// -----

func.func @reduce_unsorted(%a: tensor<2x3x4xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'linalg.reduce' op attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in increasing order}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<2x3x4xf32>) outs(%b : tensor<3xf32>) dimensions = [2, 0]
  return %0 : tensor<3xf32>
}

// -----

func.func @reduce_yield_count(%a: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%b : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      // expected-error @+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
      linalg.yield %in, %in : f32, f32
    }
  return %0 : tensor<2xf32>
}

// -----

func.func @map_shape(%a: tensor<8x4xf32>, %b: tensor<9x?xf32>) -> tensor<9x?xf32> {
  // expected-error @+1 {{'linalg.map' op expected shape of input (8, 4) to match shape of output (9, -9223372036854775808)}}
  %0 = linalg.map { math.exp } ins(%a : tensor<8x4xf32>) outs(%b : tensor<9x?xf32>)
  return %0 : tensor<9x?xf32>
}

// -----

func.func @map_arity(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 1}}
  %0 = linalg.map ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>)
    (%in: f32) {
      linalg.yield %in : f32
    }
  return %0 : tensor<8xf32>
}

// -----

func.func @map_arg_type(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'i32'}}
  %0 = linalg.map ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>)
    (%in: i32, %o: f32) {
      linalg.yield %o : f32
    }
  return %0 : tensor<8xf32>
}

// -----

func.func @map_init_arg_type(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.map' op expected type of bb argument #1 ('i32') to match element or self type of the corresponding operand ('f32')}}
  %0 = linalg.map ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>)
    (%in: f32, %o: i32) {
      linalg.yield %in : f32
    }
  return %0 : tensor<8xf32>
}

// -----

func.func @map_scalar(%a: f32, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.map' op operand #0 must be variadic of memref of any type values or ranked tensor of any type values, but got 'f32'}}
  %0 = linalg.map ins(%a : f32) outs(%b : tensor<8xf32>)
    (%in: f32, %o: f32) {
      linalg.yield %in : f32
    }
  return %0 : tensor<8xf32>
}

// -----

func.func @map_results(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expected the number of tensor results (2) to be equal to the number of output tensors (1)}}
  %0:2 = "linalg.map"(%a, %b) ({
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @map_empty_region(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.map' op region #0 ('mapper') failed to verify constraint: region with 1 blocks}}
  %0 = "linalg.map"(%a, %b) ({}) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @index_negative(%b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map outs(%b : tensor<4xf32>) (%out: f32) {
      // expected-error @+1 {{'linalg.index' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
      %i = linalg.index -1 : index
      linalg.yield %out : f32
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @index_type(%b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map outs(%b : tensor<4xf32>) (%out: f32) {
      // expected-error @+1 {{custom op 'linalg.index' invalid kind of type specified: expected builtin.index, but found 'i32'}}
      %i = linalg.index 0 : i32
      linalg.yield %out : f32
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @transpose_missing_perm(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.transpose' op requires attribute 'permutation'}}
  %0 = "linalg.transpose"(%a, %b) ({
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
