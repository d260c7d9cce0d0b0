// RUN: tbuf %s
// tensor.reshape and memref.reshape round trip (results named %reshape): static, dynamic and unranked results, i32 and index shape operands. Same output as mlir-opt-22.
func.func @f(%t: tensor<4x4xf32>, %s: tensor<1xindex>, %m: memref<4x4xf32>, %ms: memref<2xindex>, %d: tensor<?xf32>, %ds: tensor<2xi32>) -> (tensor<16xf32>, memref<2x8xf32>, tensor<?x?xf32>, tensor<*xf32>) {
  %r = tensor.reshape %t(%s) : (tensor<4x4xf32>, tensor<1xindex>) -> tensor<16xf32>
  %mr = memref.reshape %m(%ms) : (memref<4x4xf32>, memref<2xindex>) -> memref<2x8xf32>
  %dr = tensor.reshape %d(%ds) : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %u = tensor.cast %s : tensor<1xindex> to tensor<?xindex>
  %ur = tensor.reshape %d(%u) : (tensor<?xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %r, %mr, %dr, %ur : tensor<16xf32>, memref<2x8xf32>, tensor<?x?xf32>, tensor<*xf32>
}
