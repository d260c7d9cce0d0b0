// Function boundaries: a callee writes its tensor argument in place (the
// caller's buffer is reused when the caller does not read it again), a
// callee returns an argument unchanged, and a chain of in-place updates
// through several calls.
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})

func.func @inc_all(%t: tensor<4xi64>) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %x = tensor.extract %a[%i] : tensor<4xi64>
    %y = arith.addi %x, %one : i64
    %a2 = tensor.insert %y into %a[%i] : tensor<4xi64>
    scf.yield %a2 : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

func.func @double_at(%t: tensor<4xi64>, %i: index) -> tensor<4xi64> {
  %x = tensor.extract %t[%i] : tensor<4xi64>
  %y = arith.addi %x, %x : i64
  %r = tensor.insert %y into %t[%i] : tensor<4xi64>
  return %r : tensor<4xi64>
}

func.func @main() {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.copy ins(%c : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %a = call @inc_all(%t) : (tensor<4xi64>) -> tensor<4xi64>
  %c3 = arith.constant 3 : index
  %b = call @double_at(%a, %c3) : (tensor<4xi64>, index) -> tensor<4xi64>
  %c0 = arith.constant 0 : index
  %d = call @double_at(%b, %c0) : (tensor<4xi64>, index) -> tensor<4xi64>
  %du = tensor.cast %d : tensor<4xi64> to tensor<*xi64>
  call @printMemrefI64(%du) : (tensor<*xi64>) -> ()
  %k = call @inc_all(%c) : (tensor<4xi64>) -> tensor<4xi64>
  %ku = tensor.cast %k : tensor<4xi64> to tensor<*xi64>
  call @printMemrefI64(%ku) : (tensor<*xi64>) -> ()
  %cu = tensor.cast %c : tensor<4xi64> to tensor<*xi64>
  call @printMemrefI64(%cu) : (tensor<*xi64>) -> ()
  return
}
