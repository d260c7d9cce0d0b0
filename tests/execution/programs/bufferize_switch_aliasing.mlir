// REFERENCE: copy-before-write
// The result of scf.index_switch aliases what its cases yield. A write
// through the result must not change a yielded tensor that is read later
// (@new_buffer: the fill stays [1,1,1,1]) nor a read-only value passed in
// (@through_arg writes its argument, so main passes a copy of the constant
// instead of the constant itself). mlir-opt-22 gets both wrong (it returns
// [7,1,1,1] twice / writes into the constant), hence the copy-before-write
// reference.
func.func private @printMemrefF32(memref<*xf32>)

func.func @through_arg(%t: tensor<4xf32>, %s: f32, %k: index) -> tensor<4xf32> {
  %r = scf.index_switch %k -> tensor<4xf32>
  case 1 {
    %e = tensor.empty() : tensor<4xf32>
    %z = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %z : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  %c0 = arith.constant 0 : index
  %w = tensor.insert %s into %r[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}

func.func @new_buffer(%s: f32, %k: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %one = arith.constant 1.0 : f32
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.index_switch %k -> tensor<4xf32>
  default {
    scf.yield %t : tensor<4xf32>
  }
  %c0 = arith.constant 0 : index
  %w = tensor.insert %s into %r[%c0] : tensor<4xf32>
  return %w, %t : tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %s = arith.constant 7.0 : f32
  %c0 = arith.constant 0 : index
  %a = func.call @through_arg(%k, %s, %c0) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
  %b = func.call @through_arg(%k, %s, %c0) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
  %ma = bufferization.to_buffer %a : tensor<4xf32> to memref<4xf32>
  %ua = memref.cast %ma : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b : tensor<4xf32> to memref<4xf32>
  %ub = memref.cast %mb : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %mk = bufferization.to_buffer %k : tensor<4xf32> to memref<4xf32>
  %uk = memref.cast %mk : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%uk) : (memref<*xf32>) -> ()
  %r:2 = func.call @new_buffer(%s, %c0) : (f32, index) -> (tensor<4xf32>, tensor<4xf32>)
  %m0 = bufferization.to_buffer %r#0 : tensor<4xf32> to memref<4xf32>
  %u0 = memref.cast %m0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %m1 = bufferization.to_buffer %r#1 : tensor<4xf32> to memref<4xf32>
  %u1 = memref.cast %m1 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  return
}
