// bufferization dialect: to_tensor (restrict, writable), to_buffer
// (read_only), materialize_in_destination (tensor and memref destinations,
// restrict, writable), alloc_tensor (static, dynamic sizes, copy, size_hint,
// memory_space), clone, dealloc (retained, no retained, multiple),
// dealloc_tensor.

func.func @to_tensor(%m: memref<4xf32>, %d: memref<?xf32, strided<[?], offset: ?>>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %2 = bufferization.to_tensor %m writable : memref<4xf32> to tensor<4xf32>
  %3 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %4 = bufferization.to_tensor %d : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
  return
}

// -----

func.func @to_buffer(%t: tensor<4xf32>, %u: tensor<?x?xf32>) {
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %1 = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %2 = bufferization.to_buffer %u : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %3 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @materialize_in_destination(%t: tensor<4xf32>, %dt: tensor<4xf32>, %m: memref<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.materialize_in_destination %t in %dt : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  bufferization.materialize_in_destination %0 in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return %0 : tensor<4xf32>
}

// -----

func.func @alloc_tensor(%n: index, %m: index, %t: tensor<?x4xf32>, %h: index) {
  %0 = bufferization.alloc_tensor() : tensor<4x4xf32>
  %1 = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
  %2 = bufferization.alloc_tensor(%n, %m) : tensor<?x?xf32>
  %3 = bufferization.alloc_tensor() copy(%t) : tensor<?x4xf32>
  %4 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %5 = bufferization.alloc_tensor(%n) size_hint=%h : tensor<?x4xf32>
  %6 = bufferization.alloc_tensor() copy(%t) {memory_space = 2 : ui64} : tensor<?x4xf32>
  %7 = bufferization.alloc_tensor() {test.attr} : tensor<f32>
  return
}

// -----

func.func @clone(%m: memref<4xf32>, %d: memref<?xf32>) -> (memref<4xf32>, memref<?xf32>) {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %1 = bufferization.clone %d : memref<?xf32> to memref<?xf32>
  return %0, %1 : memref<4xf32>, memref<?xf32>
}

// -----

func.func @dealloc(%a: memref<2xf32>, %b: memref<4xi32>, %r: memref<2xf32>, %s: memref<?xf32>, %c1: i1, %c2: i1) -> (i1, i1) {
  bufferization.dealloc (%a : memref<2xf32>) if (%c1)
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c1, %c2)
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c1) retain (%r : memref<2xf32>)
  %1:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c1, %c2) retain (%r, %s : memref<2xf32>, memref<?xf32>)
  bufferization.dealloc
  %2 = bufferization.dealloc retain (%r : memref<2xf32>)
  return %0, %1#1 : i1, i1
}

// -----

func.func @dealloc_tensor(%t: tensor<4xf32>, %u: tensor<?xf32>) {
  bufferization.dealloc_tensor %t : tensor<4xf32>
  bufferization.dealloc_tensor %u : tensor<?xf32>
  return
}

// -----

// Function-boundary attributes used by One-Shot Bufferize.
func.func @writable_args(%a: tensor<?xf32> {bufferization.writable = true}, %b: tensor<?xf32> {bufferization.writable = false}) -> tensor<?xf32> {
  return %a : tensor<?xf32>
}

// -----

// Analysis annotations as printed by --test-analysis-only.
func.func @annotated(%arg0: f32, %arg1: tensor<3xf32>, %arg2: index) -> tensor<3xf32> {
  %0 = tensor.insert %arg0 into %arg1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<3xf32>
  return {__inplace_operands_attr__ = ["true"]} %0 : tensor<3xf32>
}
