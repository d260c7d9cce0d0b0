// extract_slice / insert_slice with dynamic offsets and sizes in a loop.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r = scf.for %i = %c0 to %c6 step %c2 iter_args(%acc = %init) -> tensor<6xf32> {
    %s = tensor.extract_slice %a[%i] [%c2] [%c1] : tensor<6xf32> to tensor<?xf32>
    %d = tensor.extract_slice %acc[%i] [%c2] [%c1] : tensor<6xf32> to tensor<?xf32>
    %m = linalg.map { arith.addf } ins(%s, %s : tensor<?xf32>, tensor<?xf32>) outs(%d : tensor<?xf32>)
    %n = tensor.insert_slice %m into %acc[%i] [%c2] [%c1] : tensor<?xf32> into tensor<6xf32>
    scf.yield %n : tensor<6xf32>
  }
  %u = tensor.cast %r : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
