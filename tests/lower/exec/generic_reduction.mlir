// linalg.generic with a reduction iterator (row sums) and dynamic input.
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func private @printMemrefF32(tensor<*xf32>)
func.func @rowsum(%a: tensor<?x?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x?xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<?x?xf32>) outs(%f : tensor<?xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.5]]> : tensor<2x3xf32>
  %d = tensor.cast %a : tensor<2x3xf32> to tensor<?x?xf32>
  %r = call @rowsum(%d) : (tensor<?x?xf32>) -> tensor<?xf32>
  %u = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
