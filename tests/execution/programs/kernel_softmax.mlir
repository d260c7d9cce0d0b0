// Row-wise softmax on a 3x4 tensor: max-reduce, exp(x - max), sum-reduce,
// divide; linalg.generic with broadcasts and reductions.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

func.func @softmax(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<3xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x4xf32>) outs(%mi : tensor<3xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %m = arith.maximumf %v, %acc : f32
      linalg.yield %m : f32
  } -> tensor<3xf32>
  %e34 = tensor.empty() : tensor<3x4xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<3x4xf32>, tensor<3xf32>) outs(%e34 : tensor<3x4xf32>) {
    ^bb0(%v: f32, %m: f32, %o: f32):
      %d = arith.subf %v, %m : f32
      %e = math.exp %d : f32
      linalg.yield %e : f32
  } -> tensor<3x4xf32>
  %si = linalg.fill ins(%zero : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<3x4xf32>) outs(%si : tensor<3xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %s = arith.addf %v, %acc : f32
      linalg.yield %s : f32
  } -> tensor<3xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<3x4xf32>, tensor<3xf32>) outs(%e34 : tensor<3x4xf32>) {
    ^bb0(%v: f32, %s: f32, %o: f32):
      %q = arith.divf %v, %s : f32
      linalg.yield %q : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [0.0, 0.0, 0.0, 0.0], [-1.0, 5.0, 2.5, -3.0]]> : tensor<3x4xf32>
  %r = call @softmax(%x) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %u = tensor.cast %r : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
