// REFERENCE: copy-before-write
// Reduced automatically (tests/differential/reduce.py) from a random program
// on which tbuf printed a wrong value. @pick returns two results that may
// both be its argument %t (one path returns %t twice, the other a new copy
// twice), so the two call results in @main may be one buffer: the argument,
// a copy of the constant %cst. @bump writes into its argument in place, so
// passing %r0 to it in place would also change %r1, which is printed
// afterwards. The results share the copy whether the call's operand
// bufferizes in place or not; mlir-opt-22 only treats them as aliases in the
// first case, passes %r0 to @bump in place and prints row 1 as
// [3, 4, -1, 3], hence the copy-before-write reference ([4, 4, -1, 3]).
func.func private @printMemrefF32(memref<*xf32>)

func.func @pick(%a: tensor<6x4xf32>, %t: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %copy = linalg.copy ins(%t : tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %a[%c4, %c2] : tensor<6x4xf32>
  %one = arith.constant 1.0 : f32
  %cond = arith.cmpf ole, %x, %one : f32
  cf.cond_br %cond, ^copied(%copy : tensor<4x4xf32>), ^original
^copied(%c: tensor<4x4xf32>):
  cf.br ^join(%copy, %c : tensor<4x4xf32>, tensor<4x4xf32>)
^original:
  cf.br ^join(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>)
^join(%r0: tensor<4x4xf32>, %r1: tensor<4x4xf32>):
  return %r0, %r1 : tensor<4x4xf32>, tensor<4x4xf32>
}

func.func @bump(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.extract %t[%c0, %c0] : tensor<4x4xf32>
  %three = arith.constant 3.0 : f32
  %m = arith.maximumf %x, %three : f32
  %r = tensor.insert %m into %t[%c1, %c0] : tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

func.func @main() {
  %cst = arith.constant dense<[[3.0, -2.0, -1.0, 5.0], [4.0, 4.0, -1.0, 3.0], [-5.0, 5.0, -5.0, 8.0], [-1.0, 9.0, -2.0, -5.0]]> : tensor<4x4xf32>
  %a = arith.constant dense<[[2.0, -2.0, 8.0, 4.0], [8.0, 9.0, -3.0, 0.0], [5.0, -4.0, -5.0, -1.0], [4.0, -2.0, 5.0, -1.0], [-3.0, 4.0, -4.0, 1.0], [8.0, 0.0, -2.0, 3.0]]> : tensor<6x4xf32>
  %r0, %r1 = func.call @pick(%a, %cst) : (tensor<6x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  %b = func.call @bump(%r0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %u1 = tensor.cast %r1 : tensor<4x4xf32> to tensor<*xf32>
  %m1 = bufferization.to_buffer %u1 read_only : tensor<*xf32> to memref<*xf32>
  func.call @printMemrefF32(%m1) : (memref<*xf32>) -> ()
  %ub = tensor.cast %b : tensor<4x4xf32> to tensor<*xf32>
  %mb = bufferization.to_buffer %ub read_only : tensor<*xf32> to memref<*xf32>
  func.call @printMemrefF32(%mb) : (memref<*xf32>) -> ()
  return
}
