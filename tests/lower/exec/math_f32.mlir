// math ops on f32 inside a generic, printed with printMemrefF32.
#id = affine_map<(d0) -> (d0)>
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %a = arith.constant dense<[0.25, 1.0, 2.5, -0.75]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = math.tanh %x : f32
    %ex = math.exp %t : f32
    %ab = math.absf %x : f32
    %sq = math.sqrt %ab : f32
    %lg = math.log %ex : f32
    %s = arith.addf %sq, %lg : f32
    %fl = math.floor %s : f32
    %ce = math.ceil %s : f32
    %d = arith.subf %ce, %fl : f32
    %cs = math.cos %x : f32
    %sn = math.sin %x : f32
    %pw = math.powf %ab, %d : f32
    %m = arith.mulf %cs, %sn : f32
    %v = arith.addf %m, %pw : f32
    %w = arith.addf %v, %s : f32
    linalg.yield %w : f32
  } -> tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
