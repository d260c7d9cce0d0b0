// tensor.pad and tensor.generate.
func.func private @printMemrefI64(tensor<*xi64>)
func.func @main() {
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i64
    tensor.yield %v : i64
  } : tensor<2x3xi64>
  %z = arith.constant -1 : i64
  %p = tensor.pad %g low[1, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : i64
  } : tensor<2x3xi64> to tensor<3x4xi64>
  %u = tensor.cast %p : tensor<3x4xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}
