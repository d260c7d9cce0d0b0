// Dynamic sizes through a function boundary and tensor.dim.
func.func private @printMemrefF64(tensor<*xf64>)
func.func @ramp(%n: index) -> tensor<?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<?xf64>
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<?xf64> {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %h = arith.constant 0.5 : f64
    %v = arith.mulf %f, %h : f64
    %n2 = tensor.insert %v into %acc[%i] : tensor<?xf64>
    scf.yield %n2 : tensor<?xf64>
  }
  return %t : tensor<?xf64>
}
func.func @main() {
  %c5 = arith.constant 5 : index
  %t = call @ramp(%c5) : (index) -> tensor<?xf64>
  %u = tensor.cast %t : tensor<?xf64> to tensor<*xf64>
  call @printMemrefF64(%u) : (tensor<*xf64>) -> ()
  return
}
