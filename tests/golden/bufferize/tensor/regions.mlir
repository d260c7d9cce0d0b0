// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Checked against mlir-opt-22: identical except for the arith.addi size arithmetic noted below.
// tensor.generate -> allocation filled by linalg.map (the body moves into
// the map, index arguments become linalg.index); tensor.pad -> the same
// with the padding value, then the source copied into a subview at the low
// padding offsets. Deviation from mlir-opt-22: dynamic pad sizes are
// computed with arith.addi (mlir-opt: affine.apply, computed twice).

func.func @generate(%n: index) -> tensor<?x4xindex> {
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x4xindex>
  return %0 : tensor<?x4xindex>
}

func.func @pad_static(%t: tensor<2x4xf32>, %f: f32) -> tensor<5x7xf32> {
  %0 = tensor.pad %t low[1, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<2x4xf32> to tensor<5x7xf32>
  return %0 : tensor<5x7xf32>
}

func.func @pad_dynamic(%t: tensor<?x4xf32>, %l: index, %f: f32) -> tensor<?x7xf32> {
  %0 = tensor.pad %t low[%l, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x7xf32>
  return %0 : tensor<?x7xf32>
}
