// A function returning two tensors and an index.
func.func private @printMemrefI64(tensor<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @split(%n: index) -> (tensor<?xi64>, tensor<?xi64>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<?xi64>
  %f = tensor.empty(%n) : tensor<?xi64>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %e, %b = %f) -> (tensor<?xi64>, tensor<?xi64>) {
    %ii = arith.index_cast %i : index to i64
    %neg = arith.subi %ii, %ii : i64
    %m = arith.subi %neg, %ii : i64
    %a2 = tensor.insert %ii into %a[%i] : tensor<?xi64>
    %b2 = tensor.insert %m into %b[%i] : tensor<?xi64>
    scf.yield %a2, %b2 : tensor<?xi64>, tensor<?xi64>
  }
  return %r#0, %r#1, %n : tensor<?xi64>, tensor<?xi64>, index
}
func.func @main() {
  %c3 = arith.constant 3 : index
  %a, %b, %n = call @split(%c3) : (index) -> (tensor<?xi64>, tensor<?xi64>, index)
  %u = tensor.cast %a : tensor<?xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  %v = tensor.cast %b : tensor<?xi64> to tensor<*xi64>
  call @printMemrefI64(%v) : (tensor<*xi64>) -> ()
  %ni = arith.index_cast %n : index to i64
  call @printI64(%ni) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
