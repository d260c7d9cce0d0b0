// scf.if on tensors and a cf loop (block arguments) over scalars.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @pick(%c: i1, %a: tensor<3xf32>) -> tensor<3xf32> {
  %r = scf.if %c -> tensor<3xf32> {
    %c0 = arith.constant 0 : index
    %v = arith.constant 42.0 : f32
    %n = tensor.insert %v into %a[%c0] : tensor<3xf32>
    scf.yield %n : tensor<3xf32>
  } else {
    scf.yield %a : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %t = arith.constant true
  %r = call @pick(%t, %a) : (i1, tensor<3xf32>) -> tensor<3xf32>
  %u = tensor.cast %r : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %f = arith.constant false
  %r2 = call @pick(%f, %a) : (i1, tensor<3xf32>) -> tensor<3xf32>
  %u2 = tensor.cast %r2 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
