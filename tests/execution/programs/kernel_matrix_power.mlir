// Loop-carried tensor through matmul: A^n by repeated multiplication in an
// scf.for whose iter_arg is a tensor; each step computes into a fresh tensor
// and copies it back into the iter_arg (MLIR 22 requires the yielded value to
// be equivalent to the iter_arg), so the loop's buffer stays in place.
func.func private @printMemrefF64(tensor<*xf64> {bufferization.access = "read"})

func.func @power(%a: tensor<3x3xf64>, %n: index) -> tensor<3x3xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %id = arith.constant dense<[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]> : tensor<3x3xf64>
  %zero = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %id) -> (tensor<3x3xf64>) {
    %e = tensor.empty() : tensor<3x3xf64>
    %z = linalg.fill ins(%zero : f64) outs(%e : tensor<3x3xf64>) -> tensor<3x3xf64>
    %m = linalg.matmul ins(%acc, %a : tensor<3x3xf64>, tensor<3x3xf64>) outs(%z : tensor<3x3xf64>) -> tensor<3x3xf64>
    %back = linalg.copy ins(%m : tensor<3x3xf64>) outs(%acc : tensor<3x3xf64>) -> tensor<3x3xf64>
    scf.yield %back : tensor<3x3xf64>
  }
  return %r : tensor<3x3xf64>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.5, 2.0]]> : tensor<3x3xf64>
  %c10 = arith.constant 10 : index
  %r = call @power(%a, %c10) : (tensor<3x3xf64>, index) -> tensor<3x3xf64>
  %u = tensor.cast %r : tensor<3x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u) : (tensor<*xf64>) -> ()
  %c0 = arith.constant 0 : index
  %r0 = call @power(%a, %c0) : (tensor<3x3xf64>, index) -> tensor<3x3xf64>
  %u0 = tensor.cast %r0 : tensor<3x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u0) : (tensor<*xf64>) -> ()
  return
}
