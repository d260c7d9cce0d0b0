// RUN: tbuf explain %s
// insert_slice reusing its destination: the slice is computed into a
// subview of the destination's buffer, so writing it back needs no buffer
// of its own.
func.func @tile(%dest: tensor<8x8xf32>, %v: f32) -> tensor<8x8xf32> {
  %s = tensor.extract_slice %dest[2, 2] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = tensor.insert_slice %f into %dest[2, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
