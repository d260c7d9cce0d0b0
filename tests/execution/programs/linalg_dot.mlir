// linalg.dot on tensors: f32 with an accumulator that already holds a value,
// and i8 inputs accumulated into i32 (sign-extended, as cast_signed).
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[0.5, -1.0, 2.0, 0.25]> : tensor<4xf32>
  %init = arith.constant dense<10.0> : tensor<f32>
  %d = linalg.dot ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%init : tensor<f32>) -> tensor<f32>
  %du = tensor.cast %d : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%du) : (tensor<*xf32>) -> ()
  %x = arith.constant dense<[-128, 127, 3]> : tensor<3xi8>
  %y = arith.constant dense<[2, 2, -5]> : tensor<3xi8>
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<i32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<i32>) -> tensor<i32>
  %i = linalg.dot ins(%x, %y : tensor<3xi8>, tensor<3xi8>) outs(%z : tensor<i32>) -> tensor<i32>
  %iu = tensor.cast %i : tensor<i32> to tensor<*xi32>
  call @printMemrefI32(%iu) : (tensor<*xi32>) -> ()
  return
}
