// RUN: tbuf explain %s
// Buffers made in the branches of scf.if and yielded: the result is owned
// either way, freed by the caller; the temporary in one branch is freed
// inside it.
func.func @select(%c: i1, %v: f32) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  } else {
    %tmp = tensor.empty() : tensor<2xf32>
    %g = tensor.generate {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
