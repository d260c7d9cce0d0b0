// RUN: tbuf explain %s --one-shot-bufferize="bufferize-function-boundaries copy-before-write" --buffer-deallocation-pipeline --canonicalize
// copy-before-write: no analysis; every write goes into a copy.
func.func @cbw(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}
