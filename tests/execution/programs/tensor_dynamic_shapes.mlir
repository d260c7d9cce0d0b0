// Dynamic shapes: tensor.empty with dynamic sizes, tensor.dim, dynamic
// extract_slice / insert_slice, linalg on tensor<?x?xf32>, tensor.cast
// between static and dynamic types.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printI64(i64)
func.func private @printNewline()

func.func @iota(%m: index, %n: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<?x?xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %c100 = arith.constant 100 : index
      %k = arith.muli %i, %c100 : index
      %v = arith.addi %k, %j : index
      %vi = arith.index_cast %v : index to i64
      %vf = arith.sitofp %vi : i64 to f32
      linalg.yield %vf : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @scale(%t: tensor<?x?xf32>, %s: f32) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.mulf %x, %s : f32
      linalg.yield %y : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = call @iota(%c3, %c5) : (index, index) -> tensor<?x?xf32>
  %tu = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%tu) : (tensor<*xf32>) -> ()
  %half = arith.constant 0.5 : f32
  %s = call @scale(%t, %half) : (tensor<?x?xf32>, f32) -> tensor<?x?xf32>
  %sl = tensor.extract_slice %s[%c1, %c1] [%c2, %c3] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %slu = tensor.cast %sl : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%slu) : (tensor<*xf32>) -> ()
  %ins = tensor.insert_slice %sl into %t[0, %c2] [%c2, %c3] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %static = tensor.cast %ins : tensor<?x?xf32> to tensor<3x5xf32>
  %insu = tensor.cast %static : tensor<3x5xf32> to tensor<*xf32>
  call @printMemrefF32(%insu) : (tensor<*xf32>) -> ()
  %d = tensor.dim %ins, %c1 : tensor<?x?xf32>
  %di = arith.index_cast %d : index to i64
  call @printI64(%di) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
