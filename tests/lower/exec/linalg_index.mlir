// linalg.generic using linalg.index to build an iota matrix.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func private @printMemrefI64(tensor<*xi64>)
func.func @main() {
  %e = tensor.empty() : tensor<3x3xi64>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<3x3xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c10 = arith.constant 10 : index
    %t = arith.muli %i, %c10 : index
    %s = arith.addi %t, %j : index
    %v = arith.index_cast %s : index to i64
    linalg.yield %v : i64
  } -> tensor<3x3xi64>
  %u = tensor.cast %r : tensor<3x3xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}
