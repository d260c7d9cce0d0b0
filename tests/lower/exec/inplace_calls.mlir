// In-place updates through function boundaries (writable arguments).
func.func private @printMemrefF32(tensor<*xf32>)
func.func @bump(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %one = arith.constant 1.0 : f32
  %y = arith.addf %x, %one : f32
  %n = tensor.insert %y into %t[%i] : tensor<4xf32>
  return %n : tensor<4xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %t) -> tensor<4xf32> {
    %a = func.call @bump(%acc, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
    %b = func.call @bump(%a, %c0) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
