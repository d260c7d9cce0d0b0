// linalg.generic: element-wise with broadcast (row and scalar operands),
// a reduction over the inner dimension, a transposing indexing map, and a
// body using linalg.index.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
#scalar = affine_map<(i, j) -> ()>
#red = affine_map<(i, j) -> (i)>
#tr = affine_map<(i, j) -> (j, i)>

func.func @bias_relu(%x: tensor<3x4xf32>, %b: tensor<4xf32>, %s: tensor<f32>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b, %s : tensor<3x4xf32>, tensor<4xf32>, tensor<f32>) outs(%e : tensor<3x4xf32>) {
    ^bb0(%xv: f32, %bv: f32, %sv: f32, %o: f32):
      %a = arith.addf %xv, %bv : f32
      %m = arith.mulf %a, %sv : f32
      %z = arith.constant 0.0 : f32
      %r = arith.maximumf %m, %z : f32
      linalg.yield %r : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

func.func @row_sums(%x: tensor<3x4xf32>) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %z = arith.constant 0.0 : f32
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x4xf32>) outs(%init : tensor<3xf32>) {
    ^bb0(%xv: f32, %acc: f32):
      %s = arith.addf %xv, %acc : f32
      linalg.yield %s : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}

func.func @transpose_weighted(%x: tensor<3x4xf32>) -> tensor<4x3xf32> {
  %e = tensor.empty() : tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3x4xf32>) outs(%e : tensor<4x3xf32>) {
    ^bb0(%xv: f32, %o: f32):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i64
      %if = arith.sitofp %ii : i64 to f32
      %w = arith.mulf %xv, %if : f32
      linalg.yield %w : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, -2.0, 3.0, -4.0], [0.5, 0.25, -0.75, 1.0], [10.0, 20.0, -30.0, 40.0]]> : tensor<3x4xf32>
  %b = arith.constant dense<[1.0, 1.0, 1.0, 5.0]> : tensor<4xf32>
  %s = arith.constant dense<2.0> : tensor<f32>
  %r = call @bias_relu(%x, %b, %s) : (tensor<3x4xf32>, tensor<4xf32>, tensor<f32>) -> tensor<3x4xf32>
  %ru = tensor.cast %r : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%ru) : (tensor<*xf32>) -> ()
  %sums = call @row_sums(%x) : (tensor<3x4xf32>) -> tensor<3xf32>
  %su = tensor.cast %sums : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  %t = call @transpose_weighted(%x) : (tensor<3x4xf32>) -> tensor<4x3xf32>
  %tu = tensor.cast %t : tensor<4x3xf32> to tensor<*xf32>
  call @printMemrefF32(%tu) : (tensor<*xf32>) -> ()
  return
}
