// tensor.generate (static and dynamic), tensor.from_elements of rank 2,
// tensor.extract, tensor.splat and tensor.rank / tensor.dim.
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})
func.func private @printI64(i64)
func.func private @printNewline()

func.func @gen(%n: index, %scale: i64) -> tensor<?x3xi64> {
  %g = tensor.generate %n {
    ^bb0(%i: index, %j: index):
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %a = arith.muli %ii, %scale : i64
      %b = arith.subi %a, %jj : i64
      tensor.yield %b : i64
  } : tensor<?x3xi64>
  return %g : tensor<?x3xi64>
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %s = arith.constant 10 : i64
  %g = call @gen(%c4, %s) : (index, i64) -> tensor<?x3xi64>
  %gu = tensor.cast %g : tensor<?x3xi64> to tensor<*xi64>
  call @printMemrefI64(%gu) : (tensor<*xi64>) -> ()
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %g[%c2, %c1] : tensor<?x3xi64>
  %y = arith.constant 5 : i64
  %fe = tensor.from_elements %x, %y, %s, %x, %s, %y : tensor<2x3xi64>
  %feu = tensor.cast %fe : tensor<2x3xi64> to tensor<*xi64>
  call @printMemrefI64(%feu) : (tensor<*xi64>) -> ()
  %sp = tensor.splat %x : tensor<2x2xi64>
  %spu = tensor.cast %sp : tensor<2x2xi64> to tensor<*xi64>
  call @printMemrefI64(%spu) : (tensor<*xi64>) -> ()
  %c0 = arith.constant 0 : index
  %d = tensor.dim %g, %c0 : tensor<?x3xi64>
  %di = arith.index_cast %d : index to i64
  call @printI64(%di) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
