// RUN: tbuf %s --promote-buffers-to-stack
// promote-buffers-to-stack with test.buffer_based and test.region_buffer_based users: small static allocations become memref.alloca, printed as mlir-opt-22 does.
func.func @small_buffers(%src: memref<4xf32>, %dst: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  test.buffer_based in(%src : memref<4xf32>) out(%a : memref<4xf32>)
  test.region_buffer_based in(%a : memref<4xf32>) out(%dst : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %e = math.exp %x : f32
    test.region_yield %e : f32
  }
  return
}
