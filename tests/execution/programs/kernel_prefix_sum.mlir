// Inclusive prefix sum with a loop-carried scalar and a loop-carried tensor
// written with tensor.insert at the induction variable (in place), on a
// dynamically sized input.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @scan(%t: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %zero = arith.constant 0.0 : f32
  %out = tensor.empty(%n) : tensor<?xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %o = %out) -> (f32, tensor<?xf32>) {
    %x = tensor.extract %t[%i] : tensor<?xf32>
    %a = arith.addf %acc, %x : f32
    %o2 = tensor.insert %a into %o[%i] : tensor<?xf32>
    scf.yield %a, %o2 : f32, tensor<?xf32>
  }
  return %r#1 : tensor<?xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 0.5, -10.0]> : tensor<7xf32>
  %d = tensor.cast %t : tensor<7xf32> to tensor<?xf32>
  %r = call @scan(%d) : (tensor<?xf32>) -> tensor<?xf32>
  %u = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
