// Verifier and custom-parser errors of the tensor ops, with mlir-opt-22's
// messages (checked with `mlir-opt-22 --split-input-file --verify-diagnostics`).

func.func @extract_indices(%t: tensor<4x?xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<4x?xf32>
  return
}

// -----

func.func @extract_kind(%t: f32) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.tensor, but found 'f32'}}
  %0 = tensor.extract %t[] : f32
  return
}

// -----

func.func @insert_indices(%t: tensor<4x?xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %v into %t[%i] : tensor<4x?xf32>
  return
}

// -----

func.func @insert_scalar_type(%t: tensor<8xf32>, %v: i32, %i: index) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%v, %t, %i) : (i32, tensor<8xf32>, index) -> tensor<8xf32>
  return
}

// -----

func.func @insert_result_type(%t: tensor<8xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %0 = "tensor.insert"(%v, %t, %i) : (f32, tensor<8xf32>, index) -> tensor<9xf32>
  return
}

// -----

func.func @extract_slice_size(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @extract_slice_rank(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4x1xf32>
  return
}

// -----

func.func @extract_slice_elem(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xi32>
  return
}

// -----

func.func @extract_slice_mixed_ranks(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @extract_slice_too_many(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 3}}
  %0 = tensor.extract_slice %t[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @extract_slice_oob(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = tensor.extract_slice %t[6, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @extract_slice_offset_oob(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{offset 1 is out-of-bounds: 16 >= 16}}
  %0 = tensor.extract_slice %t[0, 16] [4, 0] [1, 1] : tensor<8x16xf32> to tensor<4x0xf32>
  return
}

// -----

func.func @extract_slice_negative(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[-1, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @extract_slice_negative_size(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -4}}
  %0 = tensor.extract_slice %t[0, 0] [-4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @extract_slice_dynamic_count(%t: tensor<8xf32>) {
  // expected-error @+1 {{expected the number of 'strides' to match the number of dynamic entries in 'static_strides' (0 vs 1)}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: -9223372036854775808>}> : (tensor<8xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @extract_slice_missing_attr(%t: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.extract_slice' op requires attribute 'static_strides'}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>}> : (tensor<8xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @extract_slice_source(%m: memref<8xf32>) {
  // expected-error @+1 {{'tensor.extract_slice' op operand #0 must be ranked tensor of any type values, but got 'memref<8xf32>'}}
  %0 = "tensor.extract_slice"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (memref<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @insert_slice_size(%t: tensor<4x4xf32>, %d: tensor<8x16xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4x5xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %t into %d[0, 0] [4, 5] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @insert_slice_oob(%t: tensor<4x4xf32>, %d: tensor<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = tensor.insert_slice %t into %d[6, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @insert_slice_elem(%t: tensor<4x4xi32>, %d: tensor<8x16xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.insert_slice %t into %d[0, 0] [4, 4] [1, 1] : tensor<4x4xi32> into tensor<8x16xf32>
  return
}

// -----

func.func @insert_slice_result(%t: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %0 = "tensor.insert_slice"(%t, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<9xf32>
  return
}

// -----

func.func @parallel_insert_slice_parent(%a: tensor<2x4xf32>, %b: tensor<8x4xf32>) {
  // expected-error @+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %a into %b[0, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x4xf32>
  return
}

// -----

func.func @from_elements_count(%a: f32) {
  // expected-error @+1 {{number of operands and types do not match: got 2 operands and 3 types}}
  %0 = tensor.from_elements %a, %a : tensor<3xf32>
  return
}

// -----

func.func @from_elements_type(%v: f32) {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%v) : (f32) -> tensor<1xi32>
  return
}

// -----

func.func @generate_sizes() {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @generate_args(%a: index) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %a {
  ^bb0(%i: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @generate_yield(%a: index) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %a {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 1 : i32
    tensor.yield %c : i32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @generate_arg_type(%a: index) {
  // expected-error @+1 {{all body arguments must be index}}
  %0 = tensor.generate %a {
  ^bb0(%i: i32, %j: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @generate_region() {
  // expected-error @+1 {{'tensor.generate' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  %0 = "tensor.generate"() ({
  }) : () -> tensor<8xf32>
  return
}

// -----

func.func @yield_parent(%v: f32) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  "tensor.yield"(%v) : (f32) -> ()
}

// -----

func.func @cast_incompatible(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @cast_element(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}

// -----

func.func @cast_operands(%t: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.cast' op requires a single operand}}
  %0 = "tensor.cast"(%t, %t) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @bitcast_width(%a: tensor<2x4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<2x4xf32>' and result type 'tensor<2x4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %a : tensor<2x4xf32> to tensor<2x4xi64>
  return
}

// -----

func.func @dim_operand(%v: f32, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'f32'}}
  %0 = "tensor.dim"(%v, %i) : (f32, index) -> index
  return
}

// -----

func.func @rank_result(%t: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.rank' op result #0 must be index, but got 'i32'}}
  %0 = "tensor.rank"(%t) : (tensor<8xf32>) -> i32
  return
}

// -----

func.func @empty_sizes(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%i) : tensor<4xf32>
  return
}

// -----

func.func @empty_result() {
  // expected-error @+1 {{'tensor.empty' op result #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.empty"() : () -> f32
  return
}

// -----

func.func @splat_sizes(%v: f32) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = tensor.splat %v : tensor<?xf32>
  return
}

// -----

func.func @splat_type(%i: index) {
  // expected-error @+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%i) : (index) -> tensor<1xf32>
  return
}

// -----

func.func @pad_type(%t: tensor<4x4xf32>, %p: f32) {
  // expected-error @+1 {{specified type 'tensor<6x7xf32>' does not match the inferred type 'tensor<6x6xf32>'}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<4x4xf32> to tensor<6x7xf32>
  return
}

// -----

func.func @pad_list(%t: tensor<4x4xf32>, %p: f32) {
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<4x4xf32>', specified resultType is 'tensor<6x6xf32>'}}
  %0 = tensor.pad %t low[1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return
}

// -----

func.func @pad_block_args(%t: tensor<4x4xf32>, %p: f32) {
  // expected-error @+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return
}

// -----

func.func @pad_yield(%t: tensor<4x4xf32>, %p: i32) {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : i32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return
}

// -----

func.func @pad_arg_type(%t: tensor<4x4xf32>, %p: f32) {
  // expected-error @+1 {{'tensor.pad' op expected block argument 2 to be an index}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: i32):
    tensor.yield %p : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return
}

// -----

func.func @pad_rank(%t: tensor<4x4xf32>, %p: f32) {
  // expected-error @+1 {{specified type 'tensor<6x6x1xf32>' does not match the inferred type 'tensor<6x6xf32>'}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<4x4xf32> to tensor<6x6x1xf32>
  return
}

// -----

func.func @collapse_size(%t: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<7x4xf32>
  return
}

// -----

func.func @collapse_contiguous(%t: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #1 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[0], [2]] : tensor<2x3x4xf32> into tensor<2x4xf32>
  return
}

// -----

func.func @collapse_count(%t: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (3) to equal the number of reassociation maps (2).}}
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4x1xf32>
  return
}

// -----

func.func @collapse_elem(%t: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<6x4xf32>', but got 'tensor<6x4xi32>'}}
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xi32>
  return
}

// -----

func.func @collapse_dynamic(%t: tensor<?x3xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x3xf32> into tensor<6xf32>
  return
}

// -----

func.func @collapse_map_size(%t: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (1), but it is  2.}}
  %0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1]]}> : (tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @collapse_attr(%t: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "tensor.collapse_shape"(%t) <{reassociation = [0]}> : (tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @expand_size(%t: tensor<6x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 8}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 4] : tensor<6x4xf32> into tensor<2x4x4xf32>
  return
}

// -----

func.func @expand_output_rank(%t: tensor<6x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 3] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return
}

// -----

func.func @expand_groups(%t: tensor<6x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return
}

// -----

func.func @expand_dynamic_count(%t: tensor<?x4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 0 values}}
  %0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (tensor<?x4xf32>) -> tensor<?x2x4xf32>
  return
}

// -----

func.func @concat_size(%a: tensor<2x4xf32>, %b: tensor<3x5xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<3x5xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @concat_result(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<6x4xf32>'does not match inferred shape 'tensor<5x4xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<6x4xf32>
  return
}

// -----

func.func @concat_dim(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(2) %a, %b : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @concat_elem(%a: tensor<2x4xf32>, %b: tensor<3x4xi32>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<3x4xi32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @concat_rank(%a: tensor<2x4xf32>, %b: tensor<3x4x1xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<3x4x1xf32>) -> tensor<5x4xf32>
  return
}
