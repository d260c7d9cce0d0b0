// RUN: tbuf %s --one-shot-bufferize
// Checked against mlir-opt-22: identical except for the arith.addi size arithmetic noted below.
// Every tensor op without function boundaries: arguments are read through
// bufferization.to_buffer (fully dynamic layouts) and are not writable, so
// writes into them go to copies; results go back through to_tensor.
// Deviation from mlir-opt-22: pad and concat sizes use arith.addi where
// mlir-opt uses affine.apply (tbuf has no affine dialect).

func.func @empty_insert(%f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @extract_slice(%t: tensor<8x16xf32>, %o: index, %s: index) -> (tensor<4x?xf32>, tensor<?xf32>) {
  %0 = tensor.extract_slice %t[2, %o] [4, %s] [1, 2] : tensor<8x16xf32> to tensor<4x?xf32>
  %1 = tensor.extract_slice %t[3, %o] [1, %s] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
  return %0, %1 : tensor<4x?xf32>, tensor<?xf32>
}
func.func @insert_slice(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %0 = tensor.insert_slice %s into %t[2, 3] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
func.func @from_elements(%a: f32, %b: f32) -> tensor<2x3xf32> {
  %0 = tensor.from_elements %a, %b, %a, %b, %a, %b : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @generate(%n: index) -> tensor<?x4xindex> {
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x4xindex>
  return %0 : tensor<?x4xindex>
}
func.func @cast(%t: tensor<4xf32>) -> (tensor<?xf32>, index, index) {
  %c0 = arith.constant 0 : index
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  %r = tensor.rank %t : tensor<4xf32>
  return %0, %d, %r : tensor<?xf32>, index, index
}
func.func @splat(%f: f32, %n: index) -> tensor<?x8xf32> {
  %0 = tensor.splat %f[%n] : tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
func.func @pad(%t: tensor<?x4xf32>, %l: index, %f: f32) -> tensor<?x7xf32> {
  %0 = tensor.pad %t low[%l, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x7xf32>
  return %0 : tensor<?x7xf32>
}
func.func @pad_static(%t: tensor<2x4xf32>, %f: f32) -> tensor<5x7xf32> {
  %0 = tensor.pad %t low[1, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<2x4xf32> to tensor<5x7xf32>
  return %0 : tensor<5x7xf32>
}
func.func @collapse(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}
func.func @expand(%t: tensor<?x4xf32>, %n: index) -> tensor<?x2x4xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  return %0 : tensor<?x2x4xf32>
}
func.func @concat(%a: tensor<2x?xf32>, %b: tensor<3x?xf32>) -> tensor<5x?xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x?xf32>, tensor<3x?xf32>) -> tensor<5x?xf32>
  return %0 : tensor<5x?xf32>
}
func.func @concat1(%a: tensor<4x2xf32>, %b: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<4x2xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}
