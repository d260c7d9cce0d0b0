// allow-unknown-ops: ops without a bufferization model read, write and alias
// everything; to_buffer/to_tensor at the boundary.
// OPTIONS: allow-unknown-ops
// OPTIONS: allow-unknown-ops bufferize-function-boundaries
// OPTIONS: allow-unknown-ops unknown-type-conversion=identity-layout-map
// OPTIONS: allow-unknown-ops bufferize-function-boundaries unknown-type-conversion=identity-layout-map

func.func @u_chain(%t: tensor<?x?xf32>, %i: index, %j: index) -> f32 {
  %0 = "test.unbufferizable_op"(%t) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.extract %0[%i, %j] : tensor<?x?xf32>
  return %1 : f32
}

func.func @u_three_ops(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "test.some_op"(%t) : (tensor<?xf32>) -> tensor<?xf32>
  %1 = "test.another_op"(%0) : (tensor<?xf32>) -> tensor<?xf32>
  %2 = "test.yet_another_op"(%1) : (tensor<?xf32>) -> tensor<?xf32>
  return %2 : tensor<?xf32>
}

func.func @u_split_chain(%t: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = "test.some_op"(%t) : (tensor<?xf32>) -> tensor<?xf32>
  %1 = "test.another_op"(%0) : (tensor<?xf32>) -> tensor<?xf32>
  %2 = "test.yet_another_op"(%0) : (tensor<?xf32>) -> tensor<?xf32>
  return %1, %2 : tensor<?xf32>, tensor<?xf32>
}

func.func @u_write_then_unknown_reads(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = "test.reader"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

func.func @u_unknown_then_insert(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = "test.producer"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @u_unknown_no_result(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  "test.consumer"(%t) : (tensor<4xf32>) -> ()
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @u_unknown_scalar_result(%t: tensor<4xf32>) -> (f32, tensor<4xf32>) {
  %0 = "test.sum"(%t) : (tensor<4xf32>) -> f32
  return %0, %t : f32, tensor<4xf32>
}

func.func @u_unknown_in_loop(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %v = tensor.extract %a[%i] : tensor<?xf32>
    "test.use"(%v) : (f32) -> ()
    scf.yield %a : tensor<?xf32>
  }
  %1 = "test.final"(%0) : (tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

func.func @u_unknown_two_operands(%a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "test.combine"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert %f into %b[%i] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

func.func @u_unknown_on_slice(%t: tensor<16xf32>) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %0 = "test.transform"(%s) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert_slice %0 into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
