// RUN: tbuf %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries
// arith.select on tensors selects between buffers; the result may alias
// either operand (so writing it needs care). Buffers with different layouts
// are cast to the fully dynamic layout first.

func.func @select(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.select %c, %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_then_write(%c: i1, %a: tensor<4xf32> {bufferization.writable = true},
                             %b: tensor<4xf32> {bufferization.writable = true}, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = arith.select %c, %a, %b : tensor<4xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  %2 = tensor.extract %a[%c0] : tensor<4xf32>
  return %1, %2 : tensor<4xf32>, f32
}

// -----

func.func @select_layouts(%c: i1, %a: tensor<8xf32>, %sz: index) -> tensor<4xf32> {
  %s = tensor.extract_slice %a[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %0 = arith.select %c, %s, %e : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @index_cast(%t: tensor<4xindex>) -> tensor<4xi64> {
  %0 = arith.index_cast %t : tensor<4xindex> to tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @elementwise_condition(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.select %c, %a, %b : tensor<4xi1>, tensor<4xf32>
  return %0 : tensor<4xf32>
}
