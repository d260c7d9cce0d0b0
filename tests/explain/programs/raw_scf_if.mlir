// RUN: tbuf explain %s
// A write inside one branch of scf.if and a read after the scf.if: when the
// branch is taken the read would see the write.
func.func @branch(%t: tensor<4xf32>, %c: i1, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (tensor<4xf32>) {
    %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
