// linalg.matmul on dynamic shapes built in loops.
func.func private @printMemrefF64(tensor<*xf64>)
func.func @iota(%m: index, %n: index) -> tensor<?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%m, %n) : tensor<?x?xf64>
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%a = %e) -> tensor<?x?xf64> {
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> tensor<?x?xf64> {
      %k = arith.addi %i, %j : index
      %ki = arith.index_cast %k : index to i64
      %f = arith.sitofp %ki : i64 to f64
      %n2 = tensor.insert %f into %b[%i, %j] : tensor<?x?xf64>
      scf.yield %n2 : tensor<?x?xf64>
    }
    scf.yield %r2 : tensor<?x?xf64>
  }
  return %r : tensor<?x?xf64>
}
func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = call @iota(%c2, %c3) : (index, index) -> tensor<?x?xf64>
  %b = call @iota(%c3, %c2) : (index, index) -> tensor<?x?xf64>
  %z = arith.constant 0.0 : f64
  %e = tensor.empty(%c2, %c2) : tensor<?x?xf64>
  %c = linalg.fill ins(%z : f64) outs(%e : tensor<?x?xf64>) -> tensor<?x?xf64>
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf64>, tensor<?x?xf64>) outs(%c : tensor<?x?xf64>) -> tensor<?x?xf64>
  %u = tensor.cast %r : tensor<?x?xf64> to tensor<*xf64>
  call @printMemrefF64(%u) : (tensor<*xf64>) -> ()
  return
}
