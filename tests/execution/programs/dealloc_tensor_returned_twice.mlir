// Reduced from random programs that freed a buffer twice: a function
// returns the result of a loop twice (and another returns a new tensor next
// to a reshaped view of it), and the caller frees all call results at the
// end of @main together with its own buffers. Each buffer must be freed once.
func.func private @printMemrefF32(memref<*xf32>)

func.func @loop_twice(%in: tensor<8xf32>, %s: f32) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %f) -> (tensor<8xf32>) {
    %x = tensor.extract %in[%i] : tensor<8xf32>
    %t = tensor.insert %x into %a[%i] : tensor<8xf32>
    scf.yield %t : tensor<8xf32>
  }
  return %in, %r, %r : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

func.func @reshaped(%s: f32) -> (tensor<2x4xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %c = tensor.collapse_shape %f [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %f, %c : tensor<2x4xf32>, tensor<8xf32>
}

func.func @main() {
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %s = arith.constant 9.0 : f32
  %r:3 = func.call @loop_twice(%k, %s) : (tensor<8xf32>, f32) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)
  %q:2 = func.call @reshaped(%s) : (f32) -> (tensor<2x4xf32>, tensor<8xf32>)
  %c0 = arith.constant 0 : index
  %x = tensor.extract %r#1[%c0] : tensor<8xf32>
  %p:3 = func.call @loop_twice(%r#2, %x) : (tensor<8xf32>, f32) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)
  %b0 = bufferization.to_buffer %r#0 : tensor<8xf32> to memref<8xf32>
  %u0 = memref.cast %b0 : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %b1 = bufferization.to_buffer %r#1 : tensor<8xf32> to memref<8xf32>
  %u1 = memref.cast %b1 : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %b2 = bufferization.to_buffer %r#2 : tensor<8xf32> to memref<8xf32>
  %u2 = memref.cast %b2 : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %b3 = bufferization.to_buffer %q#0 : tensor<2x4xf32> to memref<2x4xf32>
  %u3 = memref.cast %b3 : memref<2x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  %b4 = bufferization.to_buffer %q#1 : tensor<8xf32> to memref<8xf32>
  %u4 = memref.cast %b4 : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  %b5 = bufferization.to_buffer %p#2 : tensor<8xf32> to memref<8xf32>
  %u5 = memref.cast %b5 : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u5) : (memref<*xf32>) -> ()
  return
}
