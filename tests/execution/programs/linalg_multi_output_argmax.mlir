// linalg.generic with two outputs: per-row maximum and its index (argmax),
// and a generic computing sum and sum of squares at once.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

func.func @argmax(%x: tensor<3x5xf32>) -> (tensor<3xf32>, tensor<3xi64>) {
  %ninf = arith.constant 0xFF800000 : f32
  %m1 = arith.constant -1 : i64
  %e = tensor.empty() : tensor<3xf32>
  %ei = tensor.empty() : tensor<3xi64>
  %v0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %i0 = linalg.fill ins(%m1 : i64) outs(%ei : tensor<3xi64>) -> tensor<3xi64>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x5xf32>) outs(%v0, %i0 : tensor<3xf32>, tensor<3xi64>) {
    ^bb0(%v: f32, %best: f32, %bi: i64):
      %j = linalg.index 1 : index
      %ji = arith.index_cast %j : index to i64
      %gt = arith.cmpf ogt, %v, %best : f32
      %nb = arith.select %gt, %v, %best : f32
      %ni = arith.select %gt, %ji, %bi : i64
      linalg.yield %nb, %ni : f32, i64
  } -> (tensor<3xf32>, tensor<3xi64>)
  return %r#0, %r#1 : tensor<3xf32>, tensor<3xi64>
}

func.func @moments(%x: tensor<3x5xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %s0 = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %e2 = tensor.empty() : tensor<3xf32>
  %q0 = linalg.fill ins(%z : f32) outs(%e2 : tensor<3xf32>) -> tensor<3xf32>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x5xf32>) outs(%s0, %q0 : tensor<3xf32>, tensor<3xf32>) {
    ^bb0(%v: f32, %s: f32, %q: f32):
      %s1 = arith.addf %s, %v : f32
      %vv = arith.mulf %v, %v : f32
      %q1 = arith.addf %q, %vv : f32
      linalg.yield %s1, %q1 : f32, f32
  } -> (tensor<3xf32>, tensor<3xf32>)
  return %r#0, %r#1 : tensor<3xf32>, tensor<3xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 7.0, 3.0, 7.0, -2.0], [-5.0, -4.0, -9.0, -4.5, -6.0], [0.0, 0.0, 0.0, 0.0, 0.25]]> : tensor<3x5xf32>
  %v, %i = call @argmax(%x) : (tensor<3x5xf32>) -> (tensor<3xf32>, tensor<3xi64>)
  %vu = tensor.cast %v : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%vu) : (tensor<*xf32>) -> ()
  %iu = tensor.cast %i : tensor<3xi64> to tensor<*xi64>
  call @printMemrefI64(%iu) : (tensor<*xi64>) -> ()
  %s, %q = call @moments(%x) : (tensor<3x5xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  %su = tensor.cast %s : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  %qu = tensor.cast %q : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%qu) : (tensor<*xf32>) -> ()
  return
}
