// RUN: tbuf run %s
// A static shape whose byte size overflows 64 bits is a located error before
// any C is emitted or compiled (the C would compute a wrapped malloc size).
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %0 = tensor.empty() : tensor<4611686018427387904x4xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %1 = tensor.insert %f into %0[%c0, %c0] : tensor<4611686018427387904x4xf32>
  %u = tensor.cast %1 : tensor<4611686018427387904x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
