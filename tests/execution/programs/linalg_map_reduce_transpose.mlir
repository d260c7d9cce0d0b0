// linalg.map (two inputs), linalg.reduce over one and two dimensions,
// linalg.transpose, a broadcasting linalg.generic and linalg.copy on
// tensors.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @run(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<f32>, tensor<3x2xf32>, tensor<2x2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %m = linalg.map ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %p = arith.mulf %x, %y : f32
      %q = arith.subf %p, %x : f32
      linalg.yield %q : f32
    }
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2xf32>
  %i1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<2xf32>) -> tensor<2xf32>
  %r1 = linalg.reduce ins(%m : tensor<2x3xf32>) outs(%i1 : tensor<2xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %ninf = arith.constant 0xFF800000 : f32
  %e0 = tensor.empty() : tensor<f32>
  %i0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %r0 = linalg.reduce ins(%m : tensor<2x3xf32>) outs(%i0 : tensor<f32>) dimensions = [0, 1]
    (%x: f32, %acc: f32) {
      %s = arith.maximumf %x, %acc : f32
      linalg.yield %s : f32
    }
  %et = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%m : tensor<2x3xf32>) outs(%et : tensor<3x2xf32>) permutation = [1, 0]
  %eb = tensor.empty() : tensor<2x2x3xf32>
  %bc = linalg.generic {
      indexing_maps = [affine_map<(b, i, j) -> (i, j)>, affine_map<(b, i, j) -> (b, i, j)>],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : tensor<2x3xf32>) outs(%eb : tensor<2x2x3xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
  } -> tensor<2x2x3xf32>
  %ec = tensor.empty() : tensor<2x3xf32>
  %c = linalg.copy ins(%m : tensor<2x3xf32>) outs(%ec : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %c, %r1, %r0, %t, %bc : tensor<2x3xf32>, tensor<2xf32>, tensor<f32>, tensor<3x2xf32>, tensor<2x2x3xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[2.0, 0.5, -1.0], [1.0, 3.0, 0.0]]> : tensor<2x3xf32>
  %m, %r1, %r0, %t, %bc = call @run(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<f32>, tensor<3x2xf32>, tensor<2x2x3xf32>)
  %mu = tensor.cast %m : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%mu) : (tensor<*xf32>) -> ()
  %r1u = tensor.cast %r1 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%r1u) : (tensor<*xf32>) -> ()
  %r0u = tensor.cast %r0 : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%r0u) : (tensor<*xf32>) -> ()
  %tu = tensor.cast %t : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%tu) : (tensor<*xf32>) -> ()
  %bcu = tensor.cast %bc : tensor<2x2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%bcu) : (tensor<*xf32>) -> ()
  return
}
