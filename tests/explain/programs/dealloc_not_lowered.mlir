// RUN: tbuf explain %s --one-shot-bufferize=bufferize-function-boundaries --ownership-based-buffer-deallocation
// Ownership-based deallocation without lowering: each bufferization.dealloc
// is explained with its conditions (which branch was taken) and retained values.
func.func @pick(%c: i1, %a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = arith.constant 2.0 : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^bb3(%t : tensor<4xf32>)
^bb2:
  cf.br ^bb3(%a : tensor<4xf32>)
^bb3(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}
