// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries"
// Several func.return ops bufferized.
func.func @mr(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a, %b : tensor<4xf32>, tensor<4xf32>
^bb2:
  return %a, %a : tensor<4xf32>, tensor<4xf32>
}
func.func @caller(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: i1) -> (tensor<4xf32>) {
  %r:2 = call @mr(%a, %b, %c) : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
  return %r#1 : tensor<4xf32>
}
