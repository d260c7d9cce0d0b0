// RUN: tbuf %s --ownership-based-buffer-deallocation
// Ops with regions that work on tensors only and neither allocate nor free
// (here linalg.fill / linalg.generic left on tensors by a dialect-filtered
// bufferization) are not the pass's business: no RegionBranchOpInterface is
// needed. Byte-identical to mlir-opt-22's output.
#map = affine_map<(d0) -> (d0)>
func.func @tensor_ops_next_to_buffers(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, memref<8xf32>) {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%0 : tensor<8xf32>) outs(%t : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %m = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  memref.store %f, %m[%c0] : memref<8xf32>
  %b = bufferization.to_buffer %1 : tensor<8xf32> to memref<8xf32>
  memref.copy %b, %m : memref<8xf32> to memref<8xf32>
  return %1, %m : tensor<8xf32>, memref<8xf32>
}
