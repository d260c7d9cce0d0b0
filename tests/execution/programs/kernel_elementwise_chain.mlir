// A chain of element-wise linalg.map ops on a 2-D tensor, each producing a
// new tensor (temporaries the deallocation pipeline must free), ending in a
// reduction to a scalar.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @chain(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<f32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %a = linalg.map ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>)
    (%v: f32, %o: f32) {
      %c = arith.constant 1.5 : f32
      %r = arith.mulf %v, %c : f32
      linalg.yield %r : f32
    }
  %e2 = tensor.empty() : tensor<4x8xf32>
  %b = linalg.map ins(%a, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>)
    (%v: f32, %w: f32, %o: f32) {
      %r = arith.subf %v, %w : f32
      linalg.yield %r : f32
    }
  %e3 = tensor.empty() : tensor<4x8xf32>
  %c = linalg.map ins(%b : tensor<4x8xf32>) outs(%e3 : tensor<4x8xf32>)
    (%v: f32, %o: f32) {
      %r = math.sqrt %v : f32
      linalg.yield %r : f32
    }
  %e4 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.map ins(%c, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>)
    (%v: f32, %w: f32, %o: f32) {
      %r = arith.addf %v, %w : f32
      linalg.yield %r : f32
    }
  %z = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<f32>
  %s0 = linalg.fill ins(%z : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%d : tensor<4x8xf32>) outs(%s0 : tensor<f32>) dimensions = [0, 1]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  return %d, %s : tensor<4x8xf32>, tensor<f32>
}

func.func @main() {
  %e = tensor.empty() : tensor<4x8xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<4x8xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %c8 = arith.constant 8 : index
      %k = arith.muli %i, %c8 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %lf = arith.sitofp %li : i64 to f32
      linalg.yield %lf : f32
  } -> tensor<4x8xf32>
  %d, %s = call @chain(%x) : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<f32>)
  %du = tensor.cast %d : tensor<4x8xf32> to tensor<*xf32>
  call @printMemrefF32(%du) : (tensor<*xf32>) -> ()
  %su = tensor.cast %s : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  return
}
