// RUN: tbuf %s --split-input-file --one-shot-bufferize
// to_tensor / to_buffer / materialize_in_destination. A writable to_tensor
// is written in place; to_buffer(to_tensor(%m)) folds to %m, through a
// memref.cast when the cast cannot fail and an alloc + copy when it could
// (dynamic to static offset or strides).

func.func @writable_to_tensor(%m: memref<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @read_only_to_tensor(%m: memref<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @fold_same_type(%m: memref<4xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// -----

func.func @fold_with_cast(%m: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %b : memref<4xf32, strided<[?], offset: ?>>
}

// -----

func.func @fold_with_copy(%m: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
  %t = bufferization.to_tensor %m restrict : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
  %b = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

// -----

func.func @fold_to_unranked(%m: memref<4xf32>) -> memref<*xf32> {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %b = bufferization.to_buffer %u read_only : tensor<*xf32> to memref<*xf32>
  return %b : memref<*xf32>
}

// -----

func.func @materialize_into_tensor(%src: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %dest = tensor.empty() : tensor<4xf32>
  %0 = bufferization.materialize_in_destination %src in %dest : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @materialize_into_memref(%src: tensor<4xf32>, %m: memref<4xf32>) {
  bufferization.materialize_in_destination %src in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
