// RUN: tbuf %s --emit=c-header
// The header declares the descriptor typedefs and the public functions with
// bodies (not private ones, not external declarations).
module @kernels {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @helper(%m: memref<4xf32>) {
    return
  }
  func.func @scale(%m: memref<?x4xf32>, %s: f32) -> (memref<?x4xf32>, index) {
    %c0 = arith.constant 0 : index
    return %m, %c0 : memref<?x4xf32>, index
  }
  func.func @rank0(%m: memref<f64>) {
    return
  }
}
