// Loop-carried tensor.insert (in place after bufferization).
func.func private @printMemrefI64(tensor<*xi64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %e = tensor.empty() : tensor<6xi64>
  %t = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %e) -> tensor<6xi64> {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %n = tensor.insert %sq into %acc[%i] : tensor<6xi64>
    scf.yield %n : tensor<6xi64>
  }
  %u = tensor.cast %t : tensor<6xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}
