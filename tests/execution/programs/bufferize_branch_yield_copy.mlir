// REFERENCE: copy-before-write
// A branch that yields its argument beside a branch that materializes the
// argument into a new buffer: both yields must be in place, which joins the
// argument with the new buffer that the other branch writes. mlir-opt-22
// rejects the scf.if form ("cannot avoid RaW conflict") and miscompiles or
// accepts the scf.index_switch form; tbuf copies the argument in the branch
// that yields it. The argument is read after the branch and must be intact.
func.func private @printMemrefF32(memref<*xf32>)

func.func @pick(%arg0: tensor<4xf32>, %c: i1, %k: index, %v: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %arg0 : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    %m = bufferization.materialize_in_destination %arg0 in %e : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    scf.yield %m : tensor<4xf32>
  }
  %s = scf.index_switch %k -> tensor<4xf32>
  case 0 {
    %i = tensor.insert %v into %arg0[%c0] : tensor<4xf32>
    scf.yield %i : tensor<4xf32>
  }
  default {
    %e = tensor.empty() : tensor<4xf32>
    %m = bufferization.materialize_in_destination %arg0 in %e : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    scf.yield %m : tensor<4xf32>
  }
  %w = tensor.insert %v into %r[%c0] : tensor<4xf32>
  %x = tensor.extract %arg0[%c0] : tensor<4xf32>
  %y = tensor.insert %x into %s[%c0] : tensor<4xf32>
  return %w, %y, %arg0 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 9.0 : f32
  %a:3 = func.call @pick(%k, %true, %c0, %v) : (tensor<4xf32>, i1, index, f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
  %b:3 = func.call @pick(%k, %false, %c1, %v) : (tensor<4xf32>, i1, index, f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
  %m0 = bufferization.to_buffer %a#0 : tensor<4xf32> to memref<4xf32>
  %u0 = memref.cast %m0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %m1 = bufferization.to_buffer %a#1 : tensor<4xf32> to memref<4xf32>
  %u1 = memref.cast %m1 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %m2 = bufferization.to_buffer %a#2 : tensor<4xf32> to memref<4xf32>
  %u2 = memref.cast %m2 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %m3 = bufferization.to_buffer %b#0 : tensor<4xf32> to memref<4xf32>
  %u3 = memref.cast %m3 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  %m4 = bufferization.to_buffer %b#1 : tensor<4xf32> to memref<4xf32>
  %u4 = memref.cast %m4 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  %m5 = bufferization.to_buffer %b#2 : tensor<4xf32> to memref<4xf32>
  %u5 = memref.cast %m5 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u5) : (memref<*xf32>) -> ()
  return
}
