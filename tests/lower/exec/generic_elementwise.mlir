// linalg.generic element-wise chain with math ops.
#id = affine_map<(d0) -> (d0)>
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %a = arith.constant dense<[0.0, 1.0, 4.0, 9.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.sqrt %x : f32
    %one = arith.constant 1.0 : f32
    %p = arith.addf %s, %one : f32
    linalg.yield %p : f32
  } -> tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
