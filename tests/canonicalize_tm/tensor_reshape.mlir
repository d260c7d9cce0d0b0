// tensor.collapse_shape / expand_shape and tensor.pad.
func.func @collapse_of_expand(%t: tensor<12x4xf32>) -> tensor<12x4xf32> {
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [3, 4, 4] : tensor<12x4xf32> into tensor<3x4x4xf32>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<3x4x4xf32> into tensor<12x4xf32>
  return %c : tensor<12x4xf32>
}

// -----
func.func @expand_of_collapse(%t: tensor<3x4x4xf32>) -> tensor<3x4x4xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<3x4x4xf32> into tensor<12x4xf32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [3, 4, 4] : tensor<12x4xf32> into tensor<3x4x4xf32>
  return %e : tensor<3x4x4xf32>
}

// -----
func.func @expand_of_collapse_dynamic(%t: tensor<?x4xf32>, %n: index) -> tensor<?x4xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

// -----
func.func @collapse_of_collapse(%t: tensor<2x3x4x5xf32>) -> tensor<120xf32> {
  %a = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %b = tensor.collapse_shape %a [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  return %b : tensor<120xf32>
}

// -----
func.func @expand_of_expand(%t: tensor<24xf32>) -> tensor<2x3x4xf32> {
  %a = tensor.expand_shape %t [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  %b = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %b : tensor<2x3x4xf32>
}

// -----
func.func @collapse_of_expand_partial(%t: tensor<6x20xf32>) -> tensor<6x4x5xf32> {
  %a = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : tensor<6x20xf32> into tensor<2x3x4x5xf32>
  %b = tensor.collapse_shape %a [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  return %b : tensor<6x4x5xf32>
}

// -----
func.func @expand_of_collapse_partial(%t: tensor<2x3x20xf32>) -> tensor<6x4x5xf32> {
  %a = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x20xf32> into tensor<6x20xf32>
  %b = tensor.expand_shape %a [[0], [1, 2]] output_shape [6, 4, 5] : tensor<6x20xf32> into tensor<6x4x5xf32>
  return %b : tensor<6x4x5xf32>
}

// -----
func.func @reshape_of_constant() -> (tensor<2x3xi32>, tensor<6xf32>) {
  %cst = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %splat = arith.constant dense<1.5> : tensor<2x3xf32>
  %a = tensor.expand_shape %cst [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  %b = tensor.collapse_shape %splat [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %a, %b : tensor<2x3xi32>, tensor<6xf32>
}

// -----
func.func @reshape_of_splat_op(%v: f32) -> tensor<6xf32> {
  %s = tensor.splat %v : tensor<2x3xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %c : tensor<6xf32>
}

// -----
func.func @reshape_of_from_elements(%a: f32, %b: f32, %c: f32, %d: f32) -> tensor<2x2xf32> {
  %t = tensor.from_elements %a, %b, %c, %d : tensor<4xf32>
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  return %e : tensor<2x2xf32>
}

// -----
func.func @pad_zero(%t: tensor<4x?xf32>, %v: f32) -> tensor<4x?xf32> {
  %p = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  return %p : tensor<4x?xf32>
}

// -----
func.func @pad_nofold_zero(%t: tensor<4x4xf32>, %v: f32) -> tensor<4x4xf32> {
  %p = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  return %p : tensor<4x4xf32>
}

// -----
func.func @pad_constant_operands(%t: tensor<4x4xf32>, %v: f32) -> tensor<?x5xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %p = tensor.pad %t low[%c1, 0] high[%c2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<?x5xf32>
  return %p : tensor<?x5xf32>
}

// -----
func.func @pad_of_cast(%t: tensor<4x4xf32>, %v: f32) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %p = tensor.pad %c low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

// -----
func.func @cast_of_pad(%t: tensor<?x?xf32>, %v: f32, %l: index) -> tensor<8x8xf32> {
  %p = tensor.pad %t low[%l, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %c = tensor.cast %p : tensor<?x?xf32> to tensor<8x8xf32>
  return %c : tensor<8x8xf32>
}
