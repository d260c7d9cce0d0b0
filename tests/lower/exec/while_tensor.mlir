// scf.while carrying a tensor and a counter.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %r:2 = scf.while (%t = %a, %i = %c0) : (tensor<2xf32>, index) -> (tensor<2xf32>, index) {
    %go = arith.cmpi slt, %i, %c3 : index
    scf.condition(%go) %t, %i : tensor<2xf32>, index
  } do {
  ^bb0(%t: tensor<2xf32>, %i: index):
    %x = tensor.extract %t[%c0] : tensor<2xf32>
    %y = arith.addf %x, %x : f32
    %n = tensor.insert %y into %t[%c0] : tensor<2xf32>
    %j = arith.addi %i, %c1 : index
    scf.yield %n, %j : tensor<2xf32>, index
  }
  %u = tensor.cast %r#0 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
