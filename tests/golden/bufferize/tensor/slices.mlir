// RUN: tbuf %s --one-shot-bufferize=bufferize-function-boundaries
// Checked: byte-identical to mlir-opt-22 with the same options.
// tensor.extract_slice -> memref.subview with the inferred strided layout,
// tensor.insert_slice -> subview + memref.copy; matching extract/insert
// pairs bufferize in place (the copy is then a self-copy of the subview,
// which canonicalization removes, as in mlir-opt).

func.func @extract_slice_static(%t: tensor<8x16xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract_slice %t[2, 3] [4, 4] [1, 2] : tensor<8x16xf32> to tensor<4x4xf32>
  %1 = tensor.extract %0[%c0, %c0] : tensor<4x4xf32>
  return %1 : f32
}

func.func @extract_slice_rank_reducing(%t: tensor<8x16xf32>, %i: index, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract_slice %t[%i, 2] [1, %n] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
  %1 = tensor.extract %0[%c0] : tensor<?xf32>
  return %1 : f32
}

func.func @insert_slice_in_place(%t: tensor<8x16xf32> {bufferization.writable = true},
                                 %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %0 = tensor.insert_slice %s into %t[2, 3] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

func.func @insert_slice_out_of_place(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %0 = tensor.insert_slice %s into %t[2, 3] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

func.func @matching_extract_insert(%t: tensor<16xf32> {bufferization.writable = true},
                                   %a: index, %f: f32) -> tensor<16xf32> {
  %0 = tensor.extract_slice %t[%a] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%a] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}

func.func @non_matching_extract_insert(%t: tensor<16xf32> {bufferization.writable = true},
                                       %a: index, %b: index, %f: f32) -> tensor<16xf32> {
  %0 = tensor.extract_slice %t[%a] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%b] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}

func.func @read_after_insert_of_the_slice(%t: tensor<16xf32> {bufferization.writable = true},
                                          %a: index, %f: f32) -> (tensor<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract_slice %t[%a] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%a] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %3 = tensor.extract %1[%c0] : tensor<4xf32>
  return %2, %3 : tensor<16xf32>, f32
}

func.func @insert_slice_overwrites_all(%t: tensor<4xf32> {bufferization.writable = true},
                                       %s: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = tensor.insert_slice %s into %t[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
  return %0, %t : tensor<4xf32>, tensor<4xf32>
}
