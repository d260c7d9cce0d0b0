// Signed/unsigned division family on a tensor of pairs (generic).
#id = affine_map<(d0) -> (d0)>
func.func private @printMemrefI64(tensor<*xi64>)
func.func @main() {
  %a = arith.constant dense<[-7, 7, -8, 9]> : tensor<4xi64>
  %b = arith.constant dense<[2, -2, 3, 4]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%x: i64, %y: i64, %o: i64):
    %fd = arith.floordivsi %x, %y : i64
    %cd = arith.ceildivsi %x, %y : i64
    %rs = arith.remsi %x, %y : i64
    %c100 = arith.constant 100 : i64
    %c10000 = arith.constant 10000 : i64
    %t1 = arith.muli %fd, %c10000 : i64
    %t2 = arith.muli %cd, %c100 : i64
    %s = arith.addi %t1, %t2 : i64
    %v = arith.addi %s, %rs : i64
    linalg.yield %v : i64
  } -> tensor<4xi64>
  %u = tensor.cast %r : tensor<4xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}
