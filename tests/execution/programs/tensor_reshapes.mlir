// tensor.collapse_shape / expand_shape (static and dynamic), a reshape of a
// slice (needs a copy), and writes through the reshaped tensor.
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})

func.func @iota(%n: index) -> tensor<2x3x4xi64> {
  %e = tensor.empty() : tensor<2x3x4xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e : tensor<2x3x4xi64>) {
    ^bb0(%o: i64):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %k = linalg.index 2 : index
      %a = arith.muli %i, %n : index
      %b = arith.addi %a, %j : index
      %c = arith.muli %b, %n : index
      %d = arith.addi %c, %k : index
      %v = arith.index_cast %d : index to i64
      linalg.yield %v : i64
  } -> tensor<2x3x4xi64>
  return %r : tensor<2x3x4xi64>
}

func.func @main() {
  %c10 = arith.constant 10 : index
  %t = call @iota(%c10) : (index) -> tensor<2x3x4xi64>
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xi64> into tensor<6x4xi64>
  %cu = tensor.cast %c : tensor<6x4xi64> to tensor<*xi64>
  call @printMemrefI64(%cu) : (tensor<*xi64>) -> ()
  %flat = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x3x4xi64> into tensor<24xi64>
  %x = tensor.expand_shape %flat [[0, 1]] output_shape [4, 6] : tensor<24xi64> into tensor<4x6xi64>
  %xu = tensor.cast %x : tensor<4x6xi64> to tensor<*xi64>
  call @printMemrefI64(%xu) : (tensor<*xi64>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant -7 : i64
  %w = tensor.insert %m into %x[%c1, %c1] : tensor<4x6xi64>
  %back = tensor.collapse_shape %w [[0, 1]] : tensor<4x6xi64> into tensor<24xi64>
  %bu = tensor.cast %back : tensor<24xi64> to tensor<*xi64>
  call @printMemrefI64(%bu) : (tensor<*xi64>) -> ()
  %s = tensor.extract_slice %t[0, 1, 0] [2, 2, 4] [1, 1, 1] : tensor<2x3x4xi64> to tensor<2x2x4xi64>
  %sc = tensor.collapse_shape %s [[0], [1, 2]] : tensor<2x2x4xi64> into tensor<2x8xi64>
  %scu = tensor.cast %sc : tensor<2x8xi64> to tensor<*xi64>
  call @printMemrefI64(%scu) : (tensor<*xi64>) -> ()
  %dyn = tensor.cast %flat : tensor<24xi64> to tensor<?xi64>
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %dx = tensor.expand_shape %dyn [[0, 1]] output_shape [%c6, %c4] : tensor<?xi64> into tensor<?x?xi64>
  %dxu = tensor.cast %dx : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%dxu) : (tensor<*xi64>) -> ()
  return
}
