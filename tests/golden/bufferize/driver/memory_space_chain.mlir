// RUN: tbuf %s --one-shot-bufferize=copy-before-write
// A chain of copies keeps the memory space of what it copies (memory space 3
// from the to_tensor), also for the allocations without copy (fill inits).
// Long chains like this stay linear: alloc_tensor memory spaces are
// remembered during copy insertion.

func.func @f(%m: memref<8xf32, 3>, %f: f32) -> tensor<8xf32> {
  %t0 = bufferization.to_tensor %m restrict : memref<8xf32, 3> to tensor<8xf32>
  %s0 = tensor.extract_slice %t0[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %f0 = linalg.fill ins(%f : f32) outs(%s0 : tensor<4xf32>) -> tensor<4xf32>
  %t1 = tensor.insert_slice %f0 into %t0[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %s1 = tensor.extract_slice %t1[1] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %f1 = linalg.fill ins(%f : f32) outs(%s1 : tensor<4xf32>) -> tensor<4xf32>
  %t2 = tensor.insert_slice %f1 into %t1[1] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %t2 : tensor<8xf32>
}
