// bufferization dialect ops at the tensor/buffer boundary: to_tensor
// (restrict, writable), to_buffer (read_only), materialize_in_destination,
// alloc_tensor (sizes, copy, memory_space), dealloc_tensor.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:

func.func @b_to_tensor_read(%m: memref<4xf32>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %0 = tensor.extract %t[%i] : tensor<4xf32>
  return %0 : f32
}

func.func @b_to_tensor_not_writable(%m: memref<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @b_to_tensor_writable(%m: memref<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @b_to_tensor_writable_read_after(%m: memref<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = tensor.extract %t[%i] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, f32
}

func.func @b_to_buffer(%t: tensor<4xf32>, %i: index) -> f32 {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %0 = memref.load %m[%i] : memref<4xf32>
  return %0 : f32
}

func.func @b_to_buffer_read_only(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %1, %0 : tensor<4xf32>, f32
}

func.func @b_to_buffer_after_write(%t: tensor<4xf32>, %f: f32, %i: index) -> f32 {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %m = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  return %1 : f32
}

func.func @b_materialize_into_memref(%t: tensor<4xf32>, %m: memref<4xf32>) {
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

func.func @b_materialize_fill_into_memref(%m: memref<8xf32>, %f: f32) {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  bufferization.materialize_in_destination %0 in restrict writable %m : (tensor<8xf32>, memref<8xf32>) -> ()
  return
}

func.func @b_alloc_tensor(%n: index, %f: f32) -> tensor<?xf32> {
  %0 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

func.func @b_alloc_tensor_copy(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  return %1, %t : tensor<4xf32>, tensor<4xf32>
}

func.func @b_alloc_tensor_memory_space(%f: f32) -> tensor<4xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %1[%c0] : tensor<4xf32>
  %2 = tensor.from_elements %v, %v, %v, %v : tensor<4xf32>
  return %2 : tensor<4xf32>
}

func.func @b_alloc_tensor_read_then_write(%n: index, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %2 = tensor.insert %f into %1[%c0] : tensor<?xf32>
  return %1, %2 : tensor<?xf32>, tensor<?xf32>
}

func.func @b_dealloc_tensor(%n: index, %f: f32) -> f32 {
  %0 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %1[%c0] : tensor<?xf32>
  bufferization.dealloc_tensor %1 : tensor<?xf32>
  return %v : f32
}

func.func @b_roundtrip_to_buffer_to_tensor(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %t2 = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %0 = tensor.insert %f into %t2[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
