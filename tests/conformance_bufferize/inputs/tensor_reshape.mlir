// tensor.reshape: the result is the source's buffer seen through
// memref.reshape (Equivalent); the shape operand is read. Sources whose
// buffer has a non-identity layout (function arguments with the fully
// dynamic layout, slices) are copied first. Writes into the result or the
// source while the other is still read are conflicts.
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// OPTIONS:

func.func @rs_argument(%t: tensor<2x3xf32>, %s: tensor<1xindex>) -> tensor<6xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

func.func @rs_new_buffer(%f: f32, %s: tensor<2xi64>) -> tensor<3x2xf32> {
  %e = tensor.empty() : tensor<6xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %1 = tensor.reshape %0(%s) : (tensor<6xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}

func.func @rs_write_result_read_source(%f: f32, %v: f32, %s: tensor<2xindex>) -> (tensor<2x2xf32>, f32) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.reshape %0(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  %2 = tensor.insert %v into %1[%c0, %c0] : tensor<2x2xf32>
  %3 = tensor.extract %0[%c0] : tensor<4xf32>
  return %2, %3 : tensor<2x2xf32>, f32
}

func.func @rs_dynamic(%t: tensor<?xf32>, %s: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @rs_computed_shape(%t: tensor<12xi32>, %a: index, %b: index) -> tensor<?x?xi32> {
  %s = tensor.from_elements %a, %b : tensor<2xindex>
  %0 = tensor.reshape %t(%s) : (tensor<12xi32>, tensor<2xindex>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @rs_in_loop(%t: tensor<8xf32>, %s: tensor<2xindex>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %v = tensor.reshape %a(%s) : (tensor<8xf32>, tensor<2xindex>) -> tensor<2x4xf32>
    %w = tensor.insert %f into %v[%c1, %c1] : tensor<2x4xf32>
    %back = arith.constant dense<8> : tensor<1xindex>
    %x = tensor.reshape %w(%back) : (tensor<2x4xf32>, tensor<1xindex>) -> tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
