// linalg.broadcast: the input is read, the init written in place (its old
// contents are not read); broadcasts into arguments, new tensors and slices.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:

func.func @bc_into_arg(%a: tensor<8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.broadcast ins(%a : tensor<8xf32>) outs(%init : tensor<4x8xf32>) dimensions = [0]
  return %0 : tensor<4x8xf32>
}

func.func @bc_init_read_after(%a: tensor<?xf32>, %init: tensor<?x3xf32>) -> (tensor<?x3xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = linalg.broadcast ins(%a : tensor<?xf32>) outs(%init : tensor<?x3xf32>) dimensions = [1]
  %v = tensor.extract %init[%c0, %c0] : tensor<?x3xf32>
  return %0, %v : tensor<?x3xf32>, f32
}

func.func @bc_into_slice(%a: tensor<4xf32>, %big: tensor<8x4xf32>, %o: index) -> tensor<8x4xf32> {
  %s = tensor.extract_slice %big[%o, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%s : tensor<2x4xf32>) dimensions = [0]
  %1 = tensor.insert_slice %0 into %big[%o, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}
