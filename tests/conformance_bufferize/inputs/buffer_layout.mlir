// bufferization.buffer_layout on function arguments (function boundaries): the
// argument's memref layout is given explicitly and wins over
// function-boundary-type-conversion. Also a private callee returning its argument.
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map

func.func @bl_identity_map(%t: tensor<4x8xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d0, d1)>}, %f: f32) -> tensor<4x8xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @bl_strided_unit_inner(%t: tensor<4x8xf32> {bufferization.buffer_layout = strided<[?, 1], offset: ?>}, %i: index) -> f32 {
  %0 = tensor.extract %t[%i, %i] : tensor<4x8xf32>
  return %0 : f32
}

func.func @bl_strided_static(%t: tensor<16xf32> {bufferization.buffer_layout = strided<[2], offset: 4>}, %f: f32) -> tensor<16xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

func.func private @bl_private_callee(%t: tensor<?xf32>) -> tensor<?xf32> {
  return %t : tensor<?xf32>
}

func.func @bl_call_private(%t: tensor<?xf32>, %f: f32) -> tensor<?xf32> {
  %0 = func.call @bl_private_callee(%t) : (tensor<?xf32>) -> tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
