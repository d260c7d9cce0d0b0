// RUN: tbuf %s --split-input-file --one-shot-bufferize
// bufferization.alloc_tensor: memref.alloc with the buffer alignment, in the
// memory space of `memory_space` (or of the copied tensor), plus a
// memref.copy for `copy(...)`. Dead alloc_tensor ops disappear.

func.func @sizes_and_memory_space(%sz: index) -> tensor<?x4xf32> {
  %0 = bufferization.alloc_tensor(%sz) {memory_space = 1 : i64} : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @copy(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @copy_keeps_memory_space(%m: memref<4xf32, 3>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m restrict : memref<4xf32, 3> to tensor<4xf32>
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @size_hint_and_dead(%sz: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %dead = bufferization.alloc_tensor() : tensor<16xf32>
  %0 = bufferization.alloc_tensor(%sz) size_hint=%sz : tensor<?xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

func.func @dealloc_tensor(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  %2 = tensor.extract %1[%c0] : tensor<4xf32>
  bufferization.dealloc_tensor %1 : tensor<4xf32>
  return %2 : f32
}
