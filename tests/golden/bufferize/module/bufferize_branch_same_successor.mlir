// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries"
// Deliberate difference: both successors of the cond_br are the same block. mlir-opt-22 rewrites only the first successor's operands and fails with "type mismatch for bb argument #0 of successor #1"; tbuf rewrites both.
func.func @branchy(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1(%a : tensor<4xf32>), ^bb1(%b : tensor<4xf32>)
^bb1(%x: tensor<4xf32>):
  %f = arith.constant 1.0 : f32
  %i = arith.constant 0 : index
  %0 = tensor.insert %f into %x[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
