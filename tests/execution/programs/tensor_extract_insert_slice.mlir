// tensor.extract_slice / insert_slice: static offsets, strides, rank-reducing
// slices, and a slice written back into its own source (in place).
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @make(%n: index) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<4x6xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %k = arith.muli %i, %n : index
      %v = arith.addi %k, %j : index
      %vi = arith.index_cast %v : index to i64
      %vf = arith.sitofp %vi : i64 to f32
      linalg.yield %vf : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

func.func @main() {
  %c10 = arith.constant 10 : index
  %t = call @make(%c10) : (index) -> tensor<4x6xf32>
  %s = tensor.extract_slice %t[1, 2] [2, 3] [1, 1] : tensor<4x6xf32> to tensor<2x3xf32>
  %su = tensor.cast %s : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  %st = tensor.extract_slice %t[0, 1] [2, 3] [2, 2] : tensor<4x6xf32> to tensor<2x3xf32>
  %stu = tensor.cast %st : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%stu) : (tensor<*xf32>) -> ()
  %row = tensor.extract_slice %t[3, 0] [1, 6] [1, 1] : tensor<4x6xf32> to tensor<6xf32>
  %rowu = tensor.cast %row : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%rowu) : (tensor<*xf32>) -> ()
  %neg = arith.constant -1.0 : f32
  %f = linalg.fill ins(%neg : f32) outs(%s : tensor<2x3xf32>) -> tensor<2x3xf32>
  %ins = tensor.insert_slice %f into %t[2, 0] [2, 3] [1, 2] : tensor<2x3xf32> into tensor<4x6xf32>
  %insu = tensor.cast %ins : tensor<4x6xf32> to tensor<*xf32>
  call @printMemrefF32(%insu) : (tensor<*xf32>) -> ()
  %col = tensor.extract_slice %ins[0, 5] [4, 1] [1, 1] : tensor<4x6xf32> to tensor<4xf32>
  %back = tensor.insert_slice %col into %ins[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x6xf32>
  %backu = tensor.cast %back : tensor<4x6xf32> to tensor<*xf32>
  call @printMemrefF32(%backu) : (tensor<*xf32>) -> ()
  %tu = tensor.cast %t : tensor<4x6xf32> to tensor<*xf32>
  call @printMemrefF32(%tu) : (tensor<*xf32>) -> ()
  return
}
