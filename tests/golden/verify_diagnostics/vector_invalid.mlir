// RUN: tbuf %s --split-input-file --verify-diagnostics
// The vector ops' verifier and parser messages; mlir-opt-22
// --split-input-file --verify-diagnostics accepts the same file.

func.func @read_index_count(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @read_map_inputs(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @read_map_results(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @read_in_bounds_size(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, false]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @read_dim_twice(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @read_not_projected(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @read_nonzero_constant(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @read_rank_too_high(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<2x2x4xf32>
  return
}

// -----

func.func @read_not_shaped(%v: vector<4xf32>, %i: index) {
  // expected-error @+1 {{requires memref or ranked tensor type}}
  %0 = vector.transfer_read %v[%i], %i : vector<4xf32>, vector<4xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @read_mask_type(%m: memref<?x?xf32>, %i: index, %p: f32, %mask: vector<3xi1>) {
  // expected-error @+1 {{use of value '%mask' expects different type than prior uses: 'vector<4xi1>' vs 'vector<3xi1>'}}
  %0 = vector.transfer_read %m[%i, %i], %p, %mask : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @read_padding_generic(%m: memref<?xf32>, %i: index, %p: i32) {
  // expected-error @+1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, i32) -> vector<4xf32>
  return
}

// -----

func.func @read_mask_generic(%m: memref<?x?xf32>, %i: index, %p: f32, %mask: vector<4x2xi1>) {
  // expected-error @+1 {{'vector.transfer_read' op inferred mask type ('vector<2x4xi1>') and mask operand type ('vector<4x2xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p, %mask) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>, index, index, f32, vector<4x2xi1>) -> vector<4x2xf32>
  return
}

// -----

func.func @read_bitwidth(%m: memref<?xi64>, %i: index, %p: i64) {
  // expected-error @+1 {{requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xi64>, index, i64) -> vector<3xi16>
  return
}

// -----

func.func @write_index_count(%v: vector<4xf32>, %m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @write_broadcast(%v: vector<4xf32>, %m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @write_not_vector(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{requires vector type}}
  vector.transfer_write %m, %m[%i, %i] : memref<?x?xf32>, memref<?x?xf32>
  return
}

// -----

func.func @broadcast_element(%s: f32) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %s : f32 to vector<4xi32>
  return
}

// -----

func.func @broadcast_dims(%v: vector<3xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x4xf32>
  return
}

// -----

func.func @broadcast_rank(%v: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<4x3xf32> to vector<4xf32>
  return
}

// -----

func.func @from_elements_count(%s: f32) {
  // expected-error @+1 {{number of operands and types do not match: got 2 operands and 3 types}}
  %0 = vector.from_elements %s, %s : vector<3xf32>
  return
}

// -----

func.func @extract_out_of_range(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[2] : vector<4xf32> from vector<2x4xf32>
  return
}

// -----

func.func @extract_too_many(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[1, 2, 3] : f32 from vector<2x4xf32>
  return
}

// -----

func.func @extract_result_type(%v: vector<2x4xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[1] : f32 from vector<2x4xf32>
  return
}

// -----

func.func @insert_rank(%v: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %v [1] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @insert_vector_rank(%v: vector<2x4xf32>, %w: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %w, %v [1, 1] : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @insert_out_of_range(%v: vector<2x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v [1, 4] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @print_tensor(%v: tensor<4xf32>) {
  // expected-error @+1 {{'vector.print' op operand #0 must be , but got 'tensor<4xf32>'}}
  vector.print %v : tensor<4xf32>
  return
}

// -----

func.func @print_string_and_source(%s: f32) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %s : f32 str "x"
  return
}

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
func.func @zero_size(%v: vector<0xf32>) {
  return
}
