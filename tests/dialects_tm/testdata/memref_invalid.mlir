// Verifier and custom-parser errors of the memref ops, with mlir-opt-22's
// messages (checked with `mlir-opt-22 --split-input-file --verify-diagnostics`).

func.func @alloc_sizes(%i: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%i) : memref<4xf32>
  return
}

// -----

#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @alloc_symbols() {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<4xf32, #map>
  return
}

// -----

func.func @alloc_strided_symbols() {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 0}}
  %0 = memref.alloc() : memref<4xf32, strided<[?], offset: ?>>
  return
}

// -----

func.func @alloc_extra_symbols(%i: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%i] : memref<4xf32>
  return
}

// -----

func.func @alloc_segments(%i: index) {
  // expected-error @+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%i) <{operandSegmentSizes = array<i32: 0, 0>}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>, alignment = 3 : i64}> : () -> memref<4xf32>
  return
}

// -----

func.func @alloc_result() {
  // expected-error @+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> tensor<4xf32>
  return
}

// -----

func.func @alloc_kind() {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.alloc() : f32
  return
}

// -----

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_result(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @load_memref(%m: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.load"(%m, %i) : (tensor<4xf32>, index) -> f32
  return
}

// -----

func.func @load_index_type(%m: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @store_indices(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @store_value(%m: memref<4xf32>, %v: i32, %i: index) {
  // expected-error @+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @subview_layout(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_sizes(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_elem(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x1xf32, strided<[16, 1, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4x1xf32, strided<[16, 1, 1]>>
  return
}

// -----

func.func @subview_space(%m: memref<8x16xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>, 1>
  return
}

// -----

func.func @subview_offset(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1], offset: 3>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 3>>
  return
}

// -----

func.func @subview_strides(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 2]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2]>>
  return
}

// -----

func.func @subview_oob(%m: memref<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[6, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 96>>
  return
}

// -----

func.func @subview_rank_reduced_stride(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x1xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1xf32, strided<[3]>>'}}
  %0 = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32, strided<[3]>>
  return
}

// -----

func.func @subview_dynamic_offset(%m: memref<8x16xf32>, %i: index) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[?, 1], offset: 17>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[?, 1], offset: ?>>'}}
  %0 = memref.subview %m[1, 1] [4, 4] [%i, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @subview_not_strided(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>) {
  // expected-error @+1 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>' is not strided}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @cast_shape(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_strides(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @cast_unit_stride(%a: memref<1x4xf32, strided<[7, 1]>>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<1x4xf32, strided<[7, 1]>>' and result type 'memref<1x4xf32, strided<[4, 1]>>' are cast incompatible}}
  %0 = memref.cast %a : memref<1x4xf32, strided<[7, 1]>> to memref<1x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @cast_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_space(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @cast_result(%m: memref<8xf32>) {
  // expected-error @+1 {{'memref.cast' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<8xf32>'}}
  %0 = "memref.cast"(%m) : (memref<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @copy_elem(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @copy_shape(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @copy_operands(%m: memref<8xf32>) {
  // expected-error @+1 {{'memref.copy' op expected 2 operands, but found 1}}
  "memref.copy"(%m) : (memref<8xf32>) -> ()
  return
}

// -----

func.func @global_init_type() {
  return
}
// expected-error @+1 {{type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global "private" constant @g : memref<?xf32> = dense<1.0>

// -----

// expected-error @+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
"memref.global"() <{alignment = 3 : i64, sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : tensor<2xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 2 but was 3}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "foo"}}
memref.global "foo" @g : memref<2xf32> = dense<1.0>

// -----

memref.global "private" constant @g : memref<2xf32> = dense<1.0>
func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @get_global_missing() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<3xf32>
  return
}

// -----

func.func @get_global_not_global() {
  // expected-error @+1 {{'memref.get_global' op 'get_global_not_global' does not reference a valid global memref}}
  %0 = memref.get_global @get_global_not_global : memref<3xf32>
  return
}

// -----

func.func @collapse_size(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (7) must equal reassociation group size (6)}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<7x4xf32>
  return
}

// -----

func.func @collapse_contiguous(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0], [2]] : memref<2x3x4xf32> into memref<2x4xf32>
  return
}

// -----

func.func @collapse_rank(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3x4xf32> into memref<6xf32>
  return
}

// -----

func.func @collapse_layout(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<6x4xf32>' but found 'memref<6x4xf32, strided<[4, 1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<2x3x4xf32, strided<[24, 4, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[24, 4, 1]>> into memref<6x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @collapse_dynamic(%m: memref<?x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x3x4xf32> into memref<6x4xf32>
  return
}

// -----

func.func @collapse_not_collapse(%m: memref<6x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op has source rank 2 and result rank 3. This is not a collapse (2 < 3).}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<6x4xf32> into memref<6x4x1xf32>
  return
}

// -----

func.func @collapse_strided_dynamic(%m: memref<4x1x?xf32, strided<[?, ?, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, strided<[?]>>' but found 'memref<?xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<4x1x?xf32, strided<[?, ?, 1]>> into memref<?xf32, strided<[1]>>
  return
}

// -----

func.func @expand_size(%m: memref<6x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (6) must equal reassociation group size (8)}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x4x4xf32>
  return
}

// -----

func.func @expand_output_shape(%m: memref<6x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 2}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 5] : memref<6x4xf32> into memref<2x3x4xf32>
  return
}

// -----

func.func @expand_output_rank(%m: memref<6x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3] : memref<6x4xf32> into memref<2x3x4xf32>
  return
}

// -----

func.func @expand_layout(%m: memref<6x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x3x4xf32>' but found 'memref<2x3x4xf32, strided<[12, 4, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32, strided<[12, 4, 1]>>
  return
}

// -----

func.func @expand_groups(%m: memref<6x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [6, 4] : memref<6x4xf32> into memref<6x4xf32>
  return
}

// -----

func.func @reinterpret_size(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with size = 4 instead of 5 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x5xf32>
  return
}

// -----

func.func @reinterpret_offset(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with offset = 1 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reinterpret_stride(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with stride = 5 instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [5, 1] : memref<?xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reinterpret_elem(%m: memref<?xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<4x4xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xi32>
  return
}

// -----

func.func @reinterpret_space(%m: memref<?xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<?xf32>' and result memref type 'memref<4x4xf32, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, 1>
  return
}

// -----

func.func @reinterpret_dynamic_size(%m: memref<?xf32>, %i : index) {
  // expected-error @+1 {{expected result type with size = dynamic instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reinterpret_offsets(%m: memref<?xf32>) {
  // expected-error @+1 {{expected 1 offset values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0, 1], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  return
}

// -----

func.func @metadata_count(%m: memref<?x?xf32>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %0:4 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index
  return
}

// -----

func.func @metadata_base(%m: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'memref<?xf32>'}}
  %0:6 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<?xf32>, index, index, index, index, index
  return
}

// -----

func.func @realloc_elem(%m: memref<2xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<2xf32>' and result memref type 'memref<4xi32>'}}
  %0 = memref.realloc %m : memref<2xf32> to memref<4xi32>
  return
}

// -----

func.func @realloc_unnecessary(%m: memref<2xf32>, %i: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<4xf32>'}}
  %0 = memref.realloc %m(%i) : memref<2xf32> to memref<4xf32>
  return
}

// -----

func.func @realloc_missing(%m: memref<2xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<2xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_layout(%m: memref<2xf32, strided<[2]>>) {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<2xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<2xf32, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @realloc_rank(%m: memref<2x2xf32>) {
  // expected-error @+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<2x2xf32>'}}
  %0 = memref.realloc %m : memref<2x2xf32> to memref<4x4xf32>
  return
}

// -----

func.func @realloc_space(%m: memref<2xf32>) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<2xf32>' and result memref type 'memref<4xf32, 1>'}}
  %0 = memref.realloc %m : memref<2xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @view_sizes(%m: memref<64xi8>, %i: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %m[%i][] : memref<64xi8> to memref<4x?xf32>
  return
}

// -----

func.func @view_source(%m: memref<64xf32>, %i: index) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<64xf32>'}}
  %0 = memref.view %m[%i][] : memref<64xf32> to memref<4xf32>
  return
}

// -----

func.func @view_base_map(%m: memref<64xi8, strided<[2]>>, %i: index) {
  // expected-error @+1 {{unsupported map for base memref type 'memref<64xi8, strided<[2]>>'}}
  %0 = memref.view %m[%i][] : memref<64xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @view_result_map(%m: memref<64xi8>, %i: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<4xf32, strided<[1], offset: 2>>'}}
  %0 = memref.view %m[%i][] : memref<64xi8> to memref<4xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @view_space(%m: memref<64xi8>, %i: index) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<64xi8>' and view memref type 'memref<4xf32, 1>'}}
  %0 = memref.view %m[%i][] : memref<64xi8> to memref<4xf32, 1>
  return
}

// -----

"test.no_scope"() ({
  // expected-error @+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %0 = memref.alloca() : memref<4xf32>
  "test.terminator"() : () -> ()
}) : () -> ()
