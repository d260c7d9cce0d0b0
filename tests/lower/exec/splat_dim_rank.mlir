// tensor.splat, tensor.dim, tensor.rank on a dynamic tensor.
func.func private @printMemrefF64(tensor<*xf64>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c3 = arith.constant 3 : index
  %v = arith.constant 2.5 : f64
  %s = tensor.splat %v[%c3] : tensor<?x2xf64>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %s, %c0 : tensor<?x2xf64>
  %di = arith.index_cast %d : index to i64
  call @printI64(%di) : (i64) -> ()
  call @printNewline() : () -> ()
  %r = tensor.rank %s : tensor<?x2xf64>
  %ri = arith.index_cast %r : index to i64
  call @printI64(%ri) : (i64) -> ()
  call @printNewline() : () -> ()
  %u = tensor.cast %s : tensor<?x2xf64> to tensor<*xf64>
  call @printMemrefF64(%u) : (tensor<*xf64>) -> ()
  return
}
