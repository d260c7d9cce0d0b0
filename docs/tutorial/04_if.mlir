// Either returns %t unchanged or with slot 0 replaced.
func.func @maybe_reset(%t: tensor<4xf32>, %reset: i1) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.if %reset -> (tensor<4xf32>) {
    %z = tensor.insert %zero into %t[%c0] : tensor<4xf32>
    scf.yield %z : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
