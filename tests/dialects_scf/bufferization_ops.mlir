// Round-trip inputs for every bufferization op and the variants of its custom
// syntax. Expected outputs come from mlir-opt-22; see regen.sh.

func.func @to_tensor_forms(%m: memref<4x?xf32>, %u: memref<*xi8>, %s: memref<2xf32, 3>, %l: memref<4xf32, strided<[2], offset: 1>>) {
  %0 = bufferization.to_tensor %m : memref<4x?xf32> to tensor<4x?xf32>
  %1 = bufferization.to_tensor %u restrict writable : memref<*xi8> to tensor<*xi8>
  %2 = bufferization.to_tensor %s writable {tag = 1 : i64} : memref<2xf32, 3> to tensor<2xf32>
  %3 = bufferization.to_tensor %l restrict {tag} : memref<4xf32, strided<[2], offset: 1>> to tensor<4xf32>
  return
}

// -----

func.func @to_buffer_forms(%t: tensor<4x?xf32>, %u: tensor<*xi8>, %z: tensor<f64>) {
  %0 = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32>
  %1 = bufferization.to_buffer %u read_only : tensor<*xi8> to memref<*xi8>
  %2 = bufferization.to_buffer %z read_only {tag} : tensor<f64> to memref<f64, strided<[], offset: ?>>
  %3 = bufferization.to_buffer %t {tag = "x"} : tensor<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>, 1>
  return
}

// -----

func.func @materialize_forms(%t: tensor<?xf32>, %d: tensor<4xf32>, %m: memref<?xf32>, %u: memref<*xf32>) -> tensor<4xf32> {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = bufferization.materialize_in_destination %0 in %0 {tag} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %t in writable %m : (tensor<?xf32>, memref<?xf32>) -> ()
  bufferization.materialize_in_destination %t in restrict writable %m {tag = 2 : i32} : (tensor<?xf32>, memref<?xf32>) -> ()
  %r = bufferization.to_tensor %u restrict : memref<*xf32> to tensor<*xf32>
  bufferization.materialize_in_destination %r in writable %u : (tensor<*xf32>, memref<*xf32>) -> ()
  return %1 : tensor<4xf32>
}

// -----

func.func @alloc_tensor_forms(%a: index, %b: index, %t: tensor<?x?xf32>, %h: index) -> tensor<?x?xf32> {
  %0 = bufferization.alloc_tensor(%a, %b) : tensor<?x?xf32>
  %1 = bufferization.alloc_tensor() copy(%0) : tensor<?x?xf32>
  %2 = bufferization.alloc_tensor(%a) size_hint=%h : tensor<?x8xi32>
  %3 = bufferization.alloc_tensor() copy(%t) size_hint=%h {memory_space = 3 : i64} : tensor<?x?xf32>
  %4 = bufferization.alloc_tensor() {memory_space = #gpu.address_space<workgroup>} : tensor<2xf32>
  %5 = bufferization.alloc_tensor() {memory_space = "local", other = 1 : i8} : tensor<f16>
  %6 = bufferization.alloc_tensor() : tensor<*xf32>
  return %1 : tensor<?x?xf32>
}

// -----

func.func @clone_forms(%m: memref<4xf32>, %s: memref<?xf32, strided<[?], offset: ?>>, %u: memref<*xi32>) {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %1 = bufferization.clone %s {tag} : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %2 = bufferization.clone %u : memref<*xi32> to memref<*xi32>
  %3 = bufferization.clone %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @dealloc_forms(%a: memref<2xf32>, %b: memref<*xi8>, %r: memref<?xf32>, %c: i1, %d: i1) -> (i1, i1, i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<*xi8>) if (%c, %d) {tag}
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%d) retain (%r : memref<?xf32>)
  %1:2 = bufferization.dealloc retain (%r, %a : memref<?xf32>, memref<2xf32>)
  bufferization.dealloc {tag = 5 : i32}
  return %0, %1#0, %1#1 : i1, i1, i1
}

// -----

func.func @dealloc_tensor_forms(%t: tensor<4xf32>, %u: tensor<*xf32>) {
  bufferization.dealloc_tensor %t : tensor<4xf32>
  bufferization.dealloc_tensor %u {tag} : tensor<*xf32>
  return
}
