// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries"
// Block arguments get the common buffer type of the forwarded values; branches forward buffers.
func.func @branchy(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, f32) {
  %i = arith.constant 0 : index
  cf.cond_br %c, ^bb1(%a : tensor<4xf32>), ^bb2(%b : tensor<4xf32>)
^bb1(%x: tensor<4xf32>):
  %f = arith.constant 1.0 : f32
  %0 = tensor.insert %f into %x[%i] : tensor<4xf32>
  cf.br ^bb3(%0 : tensor<4xf32>)
^bb2(%y: tensor<4xf32>):
  %e = tensor.empty() : tensor<4xf32>
  cf.br ^bb3(%e : tensor<4xf32>)
^bb3(%z: tensor<4xf32>):
  %v = tensor.extract %a[%i] : tensor<4xf32>
  return %z, %v : tensor<4xf32>, f32
}
func.func @user(%a: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %0:2 = call @branchy(%a, %a, %c) : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, f32)
  return %0#0 : tensor<4xf32>
}
