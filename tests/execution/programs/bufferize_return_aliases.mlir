// REFERENCE: copy-before-write
// Functions returning one new buffer twice, or a buffer and a slice of it:
// the caller sees distinct results, so a write into one must not show in the
// other. @twice's second result and @with_slice's slice are returned as
// copies. mlir-opt-22 returns the same buffer and the fill of #1 shows in
// #0, hence the copy-before-write reference.
func.func private @printMemrefF32(memref<*xf32>)

func.func @twice(%s: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}

func.func @with_slice(%s: f32) -> (tensor<6xf32>, tensor<2xf32>) {
  %e = tensor.empty() : tensor<6xf32>
  %t = linalg.fill ins(%s : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %v = tensor.extract_slice %t[2] [2] [1] : tensor<6xf32> to tensor<2xf32>
  return %t, %v : tensor<6xf32>, tensor<2xf32>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %c0 = arith.constant 0 : index
  %a:2 = func.call @twice(%one) : (f32) -> (tensor<4xf32>, tensor<4xf32>)
  %w = linalg.fill ins(%five : f32) outs(%a#1 : tensor<4xf32>) -> tensor<4xf32>
  %m0 = bufferization.to_buffer %a#0 : tensor<4xf32> to memref<4xf32>
  %u0 = memref.cast %m0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %m1 = bufferization.to_buffer %w : tensor<4xf32> to memref<4xf32>
  %u1 = memref.cast %m1 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %b:2 = func.call @with_slice(%one) : (f32) -> (tensor<6xf32>, tensor<2xf32>)
  %x = tensor.insert %five into %b#1[%c0] : tensor<2xf32>
  %m2 = bufferization.to_buffer %b#0 : tensor<6xf32> to memref<6xf32>
  %u2 = memref.cast %m2 : memref<6xf32> to memref<*xf32>
  func.call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %m3 = bufferization.to_buffer %x : tensor<2xf32> to memref<2xf32>
  %u3 = memref.cast %m3 : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  return
}
