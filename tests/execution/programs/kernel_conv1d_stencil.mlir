// A 3-point stencil written as linalg.generic over an extracted padded
// input (tensor.pad + three shifted extract_slices) and a 1-D convolution
// as a linalg.generic with an (i + k) indexing map.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

#id = affine_map<(i) -> (i)>

func.func @stencil(%x: tensor<8xf32>) -> tensor<8xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[1] high[1] {
    ^bb0(%i: index):
      tensor.yield %z : f32
  } : tensor<8xf32> to tensor<10xf32>
  %l = tensor.extract_slice %p[0] [8] [1] : tensor<10xf32> to tensor<8xf32>
  %c = tensor.extract_slice %p[1] [8] [1] : tensor<10xf32> to tensor<8xf32>
  %r = tensor.extract_slice %p[2] [8] [1] : tensor<10xf32> to tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%l, %c, %r : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32, %d: f32, %o: f32):
      %two = arith.constant 2.0 : f32
      %b2 = arith.mulf %b, %two : f32
      %t0 = arith.subf %b2, %a : f32
      %t1 = arith.subf %t0, %d : f32
      linalg.yield %t1 : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}

func.func @conv(%x: tensor<8xf32>, %k: tensor<3xf32>) -> tensor<6xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, k) -> (i + k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%x, %k : tensor<8xf32>, tensor<3xf32>) outs(%init : tensor<6xf32>) {
    ^bb0(%xv: f32, %kv: f32, %acc: f32):
      %p = arith.mulf %xv, %kv : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}

func.func @main() {
  %x = arith.constant dense<[0.0, 1.0, 4.0, 9.0, 16.0, 25.0, 36.0, 49.0]> : tensor<8xf32>
  %s = call @stencil(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %su = tensor.cast %s : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  %k = arith.constant dense<[1.0, -2.0, 1.0]> : tensor<3xf32>
  %c = call @conv(%x, %k) : (tensor<8xf32>, tensor<3xf32>) -> tensor<6xf32>
  %cu = tensor.cast %c : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()
  return
}
