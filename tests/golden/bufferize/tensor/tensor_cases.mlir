// RUN: tbuf %s --split-input-file --one-shot-bufferize="unknown-type-conversion=identity-layout-map"
// Checked: byte-identical to mlir-opt-22 with the same options, except the
// pad case (arith.addi instead of affine.apply for the dynamic sizes).
// Cases modelled on MLIR's Tensor/bufferize.mlir (with identity-layout
// buffers for the arguments, as that test's pass used).

func.func @dim(%arg0: tensor<*xf32>, %arg1: index) -> index {
  %0 = tensor.dim %arg0, %arg1 : tensor<*xf32>
  return %0 : index
}

// -----

func.func @cast(%arg0: tensor<?xindex>) -> tensor<2xindex> {
  %0 = tensor.cast %arg0 : tensor<?xindex> to tensor<2xindex>
  return %0 : tensor<2xindex>
}

// -----

func.func @from_elements_3d(%f0 : f32) -> tensor<3x2x2xf32> {
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %0 = tensor.from_elements %f0, %f1, %f2, %f0, %f1, %f2, %f0, %f1, %f2, %f0, %f1, %f2 : tensor<3x2x2xf32>
  return %0 : tensor<3x2x2xf32>
}

// -----

func.func @generate_reads_unranked(%arg: tensor<*xf32>, %dynamic_extent: index) -> tensor<?xindex> {
  %result = tensor.generate %dynamic_extent {
  ^bb0(%i : index):
    %elem = tensor.dim %arg, %i : tensor<*xf32>
    tensor.yield %elem : index
  } : tensor<?xindex>
  return %result : tensor<?xindex>
}

// -----

func.func @generate_static_and_dynamic(%arg0: index) -> tensor<16x?xindex> {
  %result = tensor.generate %arg0 {
  ^bb0(%i: index, %j: index):
    %sum = arith.addi %i, %j : index
    tensor.yield %sum : index
  } : tensor<16x?xindex>
  return %result : tensor<16x?xindex>
}

// -----

func.func @extract_slice(%t1: tensor<?x?xf32>, %idx1: index, %idx2: index) -> tensor<?x10xf32> {
  %0 = tensor.extract_slice %t1[5, %idx2][%idx1, 10][1, 1] : tensor<?x?xf32> to tensor<?x10xf32>
  return %0 : tensor<?x10xf32>
}

// -----

func.func @extract_slice_rank_reducing(%t1: tensor<?x10x?xf32>, %idx1: index, %idx2: index) -> tensor<?x15xf32> {
  %0 = tensor.extract_slice %t1[5, %idx1, 10][%idx2, 1, 15][1, 1, 1] : tensor<?x10x?xf32> to tensor<?x15xf32>
  return %0 : tensor<?x15xf32>
}

// -----

func.func @insert_slice(%t1: tensor<?x?xf32>, %t2: tensor<?x10xf32>, %idx1: index, %idx2: index) -> tensor<?x?xf32> {
  %0 = tensor.insert_slice %t2 into %t1[%idx1, 5][%idx2, 10][1, 1] : tensor<?x10xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @insert_slice_rank_reducing_1(%t1: tensor<?x?xf32>, %f: tensor<f32>, %idx1: index, %idx2: index) -> tensor<?x?xf32> {
  %0 = tensor.insert_slice %f into %t1[%idx1, %idx2][1, 1][1, 1] : tensor<f32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @insert_slice_rank_reducing_2(%t1: tensor<?x?x?x?x?x?x?xf32>, %t2: tensor<2x1x4x1x1xf32>, %i: index) -> tensor<?x?x?x?x?x?x?xf32> {
  %0 = tensor.insert_slice %t2 into %t1[%i, %i, %i, %i, %i, %i, %i][1, 2, 1, 4, 1, 1, 1][1, 1, 1, 1, 1, 1, 1] : tensor<2x1x4x1x1xf32> into tensor<?x?x?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?x?x?xf32>
}

// -----

func.func @expand_shape_of_slice(%t1: tensor<?x20xf32>, %o1: index, %s1: index, %n: index) -> tensor<?x7x2x5xf32> {
  %0 = tensor.extract_slice %t1[%o1, 5][%s1, 10][1, 1] : tensor<?x20xf32> to tensor<?x10xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2, 3]] output_shape [%n, 7, 2, 5] : tensor<?x10xf32> into tensor<?x7x2x5xf32>
  return %1 : tensor<?x7x2x5xf32>
}

// -----

func.func @expand_shape_of_scalar_slice(%t1: tensor<?xf32>, %o1: index) -> tensor<1xf32> {
  %0 = tensor.extract_slice %t1[%o1][1][1] : tensor<?xf32> to tensor<f32>
  %1 = tensor.expand_shape %0 [] output_shape [1] : tensor<f32> into tensor<1xf32>
  return %1 : tensor<1xf32>
}

// -----

func.func @collapse_shape(%t1: tensor<2x?x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %t1 [[0, 1], [2]] : tensor<2x?x?xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @collapse_shape_to_scalar(%t1: tensor<1x1x1xf32>) -> tensor<f32> {
  %0 = tensor.collapse_shape %t1 [] : tensor<1x1x1xf32> into tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @collapse_shape_of_slice(%arg0: tensor<2xi32>) -> tensor<i32> {
  %0 = tensor.extract_slice %arg0[1] [1] [1] : tensor<2xi32> to tensor<1xi32>
  %1 = tensor.collapse_shape %0 [] : tensor<1xi32> into tensor<i32>
  return %1 : tensor<i32>
}

// -----

func.func @collapse_shape_of_slice2(%arg0: tensor<?x?x?x?xi64>, %o1: index, %o2: index, %o3: index, %o4: index) -> tensor<87x63648xi64> {
  %0 = tensor.extract_slice %arg0[%o1, %o2, %o3, %o4] [87, 78, 68, 12] [1, 1, 1, 1] : tensor<?x?x?x?xi64> to tensor<87x78x68x12xi64>
  %1 = tensor.collapse_shape %0 [[0], [1, 2, 3]] : tensor<87x78x68x12xi64> into tensor<87x63648xi64>
  return %1 : tensor<87x63648xi64>
}

// -----

func.func @collapse_shape_of_slice3(%t1: tensor<1x2xf32>) -> tensor<1xf32> {
  %0 = tensor.extract_slice %t1[0, 0][1, 1][1, 1] : tensor<1x2xf32> to tensor<1x1xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
  return %1 : tensor<1xf32>
}

// -----

func.func @collapse_shape_of_slice4(%arg0: tensor<?x2x4xf32>, %offset: index, %size: index) -> tensor<8xf32> {
  %0 = tensor.extract_slice %arg0[0, 0, %offset] [4, 2, 1] [1, 1, 1] : tensor<?x2x4xf32> to tensor<4x2x1xf32>
  %ret = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<4x2x1xf32> into tensor<8xf32>
  return %ret: tensor<8xf32>
}

// -----

func.func @collapse_shape_of_slice5(%arg0: tensor<2x2x2xi64>) -> tensor<4xi64> {
  %0 = tensor.extract_slice %arg0[0, 0, 0] [2, 1, 2] [1, 1, 1] : tensor<2x2x2xi64> to tensor<2x1x2xi64>
  %1 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<2x1x2xi64> into tensor<4xi64>
  return %1 : tensor<4xi64>
}

// -----

func.func @pad(%t1: tensor<?x10xindex>, %l2: index, %h1: index, %h2: index) -> tensor<?x?xindex> {
  %0 = tensor.pad %t1 low[5, %l2] high[%h1, %h2] {
  ^bb0(%arg0: index, %arg1: index):
    %m = arith.muli %arg0, %arg1 : index
    tensor.yield %m : index
  } : tensor<?x10xindex> to tensor<?x?xindex>
  return %0 : tensor<?x?xindex>
}

// -----

func.func @splat(%f: f32) -> tensor<10x2x4xf32> {
  %t = tensor.splat %f : tensor<10x2x4xf32>
  return %t : tensor<10x2x4xf32>
}
