// RUN: tbuf explain %s
// A read-after-write conflict in straight-line code: the insert would
// overwrite %t while the extract after it still needs the old element.
func.func @raw(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%c0] : tensor<8xf32>
  %r = tensor.extract %t[%c0] : tensor<8xf32>
  return %w, %r : tensor<8xf32>, f32
}
