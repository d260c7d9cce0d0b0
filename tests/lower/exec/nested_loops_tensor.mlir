// Nested scf.for over a 2-D tensor with extract/insert (stencil-like).
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %e = tensor.empty() : tensor<3x3xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%o = %e) -> tensor<3x3xf32> {
    %r2 = scf.for %j = %c0 to %c3 step %c1 iter_args(%o2 = %o) -> tensor<3x3xf32> {
      %x = tensor.extract %a[%i, %j] : tensor<3x3xf32>
      %y = tensor.extract %a[%j, %i] : tensor<3x3xf32>
      %s = arith.subf %x, %y : f32
      %n = tensor.insert %s into %o2[%i, %j] : tensor<3x3xf32>
      scf.yield %n : tensor<3x3xf32>
    }
    scf.yield %r2 : tensor<3x3xf32>
  }
  %u = tensor.cast %r : tensor<3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
