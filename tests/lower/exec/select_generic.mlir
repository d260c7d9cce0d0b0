// Element-wise select / cmpf / casts inside linalg.generic (ReLU + clamp).
#id = affine_map<(d0) -> (d0)>
func.func private @printMemrefI32(tensor<*xi32>)
func.func @main() {
  %a = arith.constant dense<[-2.5, 0.4, 3.7, 12.9, -0.0]> : tensor<5xf32>
  %e = tensor.empty() : tensor<5xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<5xf32>) outs(%e : tensor<5xi32>) {
  ^bb0(%x: f32, %o: i32):
    %z = arith.constant 0.0 : f32
    %ten = arith.constant 10.0 : f32
    %pos = arith.cmpf ogt, %x, %z : f32
    %relu = arith.select %pos, %x, %z : f32
    %c = arith.minimumf %relu, %ten : f32
    %i = arith.fptosi %c : f32 to i32
    linalg.yield %i : i32
  } -> tensor<5xi32>
  %u = tensor.cast %r : tensor<5xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}
