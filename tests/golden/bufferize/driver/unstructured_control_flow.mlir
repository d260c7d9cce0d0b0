// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Unstructured control flow inside func.func (whose model supports it):
// block arguments become buffers and the branches forward buffers.

func.func @cf(%c: i1, %t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^a, ^b(%t : tensor<4xf32>)
^a:
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  cf.br ^b(%0 : tensor<4xf32>)
^b(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}
