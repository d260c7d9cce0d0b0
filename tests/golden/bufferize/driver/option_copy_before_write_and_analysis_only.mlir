// RUN: tbuf %s --one-shot-bufferize="copy-before-write test-analysis-only"
// The two options contradict each other; reported at an unknown location.

func.func @f(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
