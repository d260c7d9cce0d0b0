// RUN: tbuf %s --one-shot-bufferize=copy-before-write
// Checked: byte-identical to mlir-opt-22 with the same options.
// copy-before-write: no analysis, every operand that bufferizes to a write
// gets a private copy (insert, insert_slice, parallel_insert_slice dest).

func.func @insert(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @slices(%t: tensor<16xf32>, %a: index, %f: f32) -> tensor<16xf32> {
  %0 = tensor.extract_slice %t[%a] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%a] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}

func.func @overwrite_all(%t: tensor<4xf32>, %s: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.insert_slice %s into %t[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @reads_only(%t: tensor<8x4xf32>) -> (tensor<32xf32>, tensor<?x4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<8x4xf32> into tensor<32xf32>
  %1 = tensor.cast %t : tensor<8x4xf32> to tensor<?x4xf32>
  %2 = tensor.extract %t[%c0, %c0] : tensor<8x4xf32>
  return %0, %1, %2 : tensor<32xf32>, tensor<?x4xf32>, f32
}
