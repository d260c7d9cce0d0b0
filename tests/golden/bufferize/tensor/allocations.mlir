// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Checked: byte-identical to mlir-opt-22 with the same options.
// Ops that bufferize to new allocations, used in place afterwards, and a
// collapse_shape of a non-contiguous slice (copied into a new buffer first).

func.func @generate_then_insert(%n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    %c = arith.index_cast %i : index to i32
    %v = arith.sitofp %c : i32 to f32
    tensor.yield %v : f32
  } : tensor<?xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<?xf32>
  return %1 : tensor<?xf32>
}

func.func @splat_static(%f: f32) -> tensor<2x3xf32> {
  %0 = tensor.splat %f : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @pad_of_alloc(%f: f32, %g: f32) -> tensor<6x6xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %g : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return %0 : tensor<6x6xf32>
}

func.func @concat_static(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>, %c: tensor<1x4xf32>) -> tensor<6x4xf32> {
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<2x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

func.func @collapse_noncontiguous(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8x16xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %0 = tensor.extract_slice %t[0, 2] [8, 4] [1, 1] : tensor<8x16xf32> to tensor<8x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<8x4xf32> into tensor<32xf32>
  %2 = tensor.extract %1[%c0] : tensor<32xf32>
  return %2 : f32
}

func.func @empty_dynamic_fill(%n: index, %m: index, %f: f32) -> tensor<?x?xf32> {
  %0 = tensor.empty(%n, %m) : tensor<?x?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
