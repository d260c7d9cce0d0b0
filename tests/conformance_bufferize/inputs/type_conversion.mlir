// function-boundary-type-conversion (identity-layout-map,
// fully-dynamic-layout-map, infer-layout-map) and unknown-type-conversion:
// the layouts of function signatures and of to_buffer at unknown ops.
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=infer-layout-map
// OPTIONS: bufferize-function-boundaries unknown-type-conversion=identity-layout-map
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map unknown-type-conversion=fully-dynamic-layout-map
// A returned tensor.cast from a less static type (dynamic sizes, unranked)
// keeps the function result type: mlir-opt-22 returns the cast's source
// (a dynamic or unranked memref for a static or ranked tensor result), a
// deliberate deviation (docs/bufferization-conformance.md).
// DEVIATION: @tc_cast_unranked[bufferize-function-boundaries function-boundary-type-conversion=infer-layout-map]:signature
// DEVIATION: @tc_cast_unranked[bufferize-function-boundaries unknown-type-conversion=identity-layout-map]:signature

func.func @tc_return_slice(%t: tensor<16x16xf32>, %i: index) -> tensor<4x4xf32> {
  %0 = tensor.extract_slice %t[%i, %i] [4, 4] [1, 1] : tensor<16x16xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @tc_return_strided_slice(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %0 = tensor.extract_slice %t[2] [%n] [3] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @tc_return_arg(%t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  return %t : tensor<?x?xf32>
}

func.func @tc_write_arg(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @tc_return_new(%n: index, %f: f32) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @tc_callee_slice(%t: tensor<16xf32>) -> tensor<8xf32> {
  %0 = tensor.extract_slice %t[4] [8] [1] : tensor<16xf32> to tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @tc_caller_slice(%t: tensor<16xf32>, %f: f32) -> tensor<8xf32> {
  %0 = func.call @tc_callee_slice(%t) : (tensor<16xf32>) -> tensor<8xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func @tc_call_with_slice(%t: tensor<16xf32>) -> tensor<8xf32> {
  %s = tensor.extract_slice %t[2] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %0 = func.call @tc_callee_slice_arg(%s) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @tc_callee_slice_arg(%t: tensor<8xf32>) -> tensor<8xf32> {
  %f = arith.constant 3.0 : f32
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @tc_if_slice_or_arg(%t: tensor<16xf32>, %u: tensor<8xf32>, %c: i1) -> tensor<8xf32> {
  %0 = scf.if %c -> tensor<8xf32> {
    %s = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  } else {
    scf.yield %u : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

func.func @tc_cast_unranked(%t: tensor<*xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
