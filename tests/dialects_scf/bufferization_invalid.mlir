// Verifier and custom-parser errors of the bufferization ops, with
// mlir-opt-22's messages (checked with
// `mlir-opt-22 --split-input-file --verify-diagnostics`).

func.func @to_tensor_shape(%m: memref<4xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @to_tensor_dynamic(%m: memref<?xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<4xf32>
  return
}

// -----

func.func @to_tensor_element(%m: memref<4xf32>) {
  // expected-error @+2 {{element types do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xi32>
  return
}

// -----

func.func @to_tensor_kind(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_tensor' invalid kind of type specified}}
  %0 = bufferization.to_tensor %t : tensor<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @to_tensor_operand(%i: index) {
  // expected-error @+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'index'}}
  %0 = "bufferization.to_tensor"(%i) : (index) -> tensor<?xf32>
  return
}

// -----

func.func @to_tensor_result(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op result #0 must be TensorLikeType instance, but got 'memref<4xf32>'}}
  %0 = "bufferization.to_tensor"(%m) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @to_tensor_property(%m: memref<4xf32>) {
  // expected-error @+1 {{invalid properties {restrict = 1 : i32} for op bufferization.to_tensor: Invalid attribute `restrict` in property conversion: 1 : i32}}
  %0 = "bufferization.to_tensor"(%m) <{restrict = 1 : i32}> : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @to_tensor_operands(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op requires a single operand}}
  %0 = "bufferization.to_tensor"(%m, %m) : (memref<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @to_buffer_shape(%t: tensor<4xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<*xf32>
  return
}

// -----

func.func @to_buffer_kind(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_buffer' invalid kind of type specified}}
  %0 = bufferization.to_buffer %t : tensor<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @to_buffer_result(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.to_buffer' op result #0 must be BufferLikeType instance, but got 'index'}}
  %0 = "bufferization.to_buffer"(%t) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @alloc_tensor_sizes() {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = bufferization.alloc_tensor() : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_sizes(%n: index, %t: tensor<?xf32>) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_type(%t: tensor<?xf32>) {
  // expected-error @+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @alloc_tensor_copy_group(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  %0 = "bufferization.alloc_tensor"(%t, %t) <{operandSegmentSizes = array<i32: 0, 2, 0>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @alloc_tensor_size_type(%i: i32) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "bufferization.alloc_tensor"(%i) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_hint_type(%i: i32) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op operand #0 must be index, but got 'i32'}}
  %0 = "bufferization.alloc_tensor"(%i) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (i32) -> tensor<4xf32>
  return
}

// -----

func.func @alloc_tensor_result(%i: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'memref<?xf32>'}}
  %0 = "bufferization.alloc_tensor"(%i) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @alloc_tensor_kind() {
  // expected-error @+1 {{custom op 'bufferization.alloc_tensor' invalid kind of type specified}}
  %0 = bufferization.alloc_tensor() : memref<4xf32>
  return
}

// -----

func.func @materialize_restrict(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_writable(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_memref_result(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_rank(%t: tensor<4xf32>, %m: memref<4x4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @materialize_shape(%t: tensor<4xf32>, %d: tensor<5xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @materialize_result_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @materialize_element(%t: tensor<4xf32>, %m: memref<4xi32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  "bufferization.materialize_in_destination"(%t, %m) <{writable}> : (tensor<4xf32>, memref<4xi32>) -> ()
  return
}

// -----

func.func @materialize_source(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  "bufferization.materialize_in_destination"(%m, %t) : (memref<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @materialize_types(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.materialize_in_destination' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @clone_kind(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.clone' invalid kind of type specified}}
  %0 = bufferization.clone %t : tensor<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @clone_result(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.clone' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "bufferization.clone"(%m) : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @dealloc_conditions(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m : memref<4xf32>) if (%c, %c)
  return
}

// -----

func.func @dealloc_results(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0:2 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> (i1, i1)
  return
}

// -----

func.func @dealloc_result_type(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op result #0 must be variadic of 1-bit signless integer, but got 'i32'}}
  %0 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> i32
  return
}

// -----

func.func @dealloc_tensor_operand(%t: tensor<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op operand #0 must be variadic of ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  bufferization.dealloc (%t : tensor<4xf32>) if (%c)
  return
}

// -----

func.func @dealloc_condition_type(%m: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'i32'}}
  "bufferization.dealloc"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i32) -> ()
  return
}

// -----

func.func @dealloc_tensor_kind(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.dealloc_tensor' invalid kind of type specified}}
  bufferization.dealloc_tensor %m : memref<4xf32>
  return
}

// -----

func.func @dealloc_tensor_generic(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.dealloc_tensor' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  "bufferization.dealloc_tensor"(%m) : (memref<4xf32>) -> ()
  return
}
