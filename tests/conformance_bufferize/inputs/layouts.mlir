// Layouts inferred inside functions: subviews of subviews, reshapes of
// non-contiguous slices (mlir-opt copies when the collapse is impossible in
// place), strided memrefs entering through to_tensor, and what reaches returns.
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=infer-layout-map

func.func @ly_slice_of_slice(%t: tensor<16x16xf32>, %i: index) -> tensor<2x2xf32> {
  %0 = tensor.extract_slice %t[%i, 0] [8, 8] [1, 2] : tensor<16x16xf32> to tensor<8x8xf32>
  %1 = tensor.extract_slice %0[1, %i] [2, 2] [2, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

func.func @ly_collapse_noncontiguous_slice(%t: tensor<8x8xf32>) -> tensor<16xf32> {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}

func.func @ly_collapse_contiguous_rows(%t: tensor<8x8xf32>, %f: f32) -> tensor<32xf32> {
  %0 = tensor.extract_slice %t[2, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %2 = linalg.fill ins(%f : f32) outs(%1 : tensor<32xf32>) -> tensor<32xf32>
  return %2 : tensor<32xf32>
}

func.func @ly_expand_strided_slice(%t: tensor<16xf32>) -> tensor<2x4xf32> {
  %0 = tensor.extract_slice %t[0] [8] [2] : tensor<16xf32> to tensor<8xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}

func.func @ly_to_tensor_strided(%m: memref<8x8xf32, strided<[16, 1], offset: 4>>, %i: index) -> tensor<4x4xf32> {
  %t = bufferization.to_tensor %m restrict : memref<8x8xf32, strided<[16, 1], offset: 4>> to tensor<8x8xf32>
  %0 = tensor.extract_slice %t[%i, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @ly_if_two_layouts(%t: tensor<16xf32>, %u: tensor<8xf32>, %c: i1, %f: f32) -> tensor<8xf32> {
  %0 = scf.if %c -> tensor<8xf32> {
    %s = tensor.extract_slice %t[0] [8] [2] : tensor<16xf32> to tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  } else {
    scf.yield %u : tensor<8xf32>
  }
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func @ly_loop_over_slice(%t: tensor<16x16xf32>, %n: index, %f: f32) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[4, 4] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s) -> tensor<8x8xf32> {
    %1 = tensor.insert %f into %a[%i, %i] : tensor<8x8xf32>
    scf.yield %1 : tensor<8x8xf32>
  }
  return %0 : tensor<8x8xf32>
}
