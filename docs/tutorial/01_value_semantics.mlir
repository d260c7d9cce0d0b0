// %u is %t with element 0 replaced; both are read afterwards.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %nine = arith.constant 9.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %u = tensor.insert %nine into %t[%c0] : tensor<4xf32>
  %old = tensor.extract %t[%c0] : tensor<4xf32>
  %new = tensor.extract %u[%c0] : tensor<4xf32>
  call @printF32(%old) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%new) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
