// Two tensor functions compiled to C by tbuf_c_library (see BUILD.bazel):
// axpy returns a*x + y as a new tensor; running_sum returns the prefix sums
// of x, computed by a loop of tensor.insert that bufferization turns into
// in-place updates of one buffer.

#id = affine_map<(d0) -> (d0)>

func.func @axpy(%a: f32, %x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %init = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<4xf32>, tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%xi: f32, %yi: f32, %out: f32):
    %m = arith.mulf %a, %xi : f32
    %s = arith.addf %m, %yi : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @running_sum(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init, %sum = %zero) -> (tensor<4xf32>, f32) {
    %xi = tensor.extract %x[%i] : tensor<4xf32>
    %next = arith.addf %sum, %xi : f32
    %t = tensor.insert %next into %acc[%i] : tensor<4xf32>
    scf.yield %t, %next : tensor<4xf32>, f32
  }
  return %r#0 : tensor<4xf32>
}
