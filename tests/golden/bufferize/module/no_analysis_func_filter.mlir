// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=not_analyzed"
// @not_analyzed is bufferized with copy-before-write; the call into it is conservative (its operand is copied).
func.func @not_analyzed(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %v into %t[%c1] : tensor<4xf32>
  %1 = tensor.extract %t[%c1] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, f32
}
func.func @analyzed(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %0:2 = call @not_analyzed(%t, %v) : (tensor<4xf32>, f32) -> (tensor<4xf32>, f32)
  %c1 = arith.constant 1 : index
  %1 = tensor.insert %v into %t[%c1] : tensor<4xf32>
  return %1, %0#1 : tensor<4xf32>, f32
}
