// cf.cond_br forwarding tensors as block arguments (no loop).
func.func private @printMemrefF32(tensor<*xf32>)
func.func @pick(%c: i1, %a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  cf.cond_br %c, ^t, ^f
^t:
  cf.br ^done(%a : tensor<2xf32>)
^f:
  %c0 = arith.constant 0 : index
  %z = arith.constant 9.0 : f32
  %n = tensor.insert %z into %b[%c0] : tensor<2xf32>
  cf.br ^done(%n : tensor<2xf32>)
^done(%r: tensor<2xf32>):
  return %r : tensor<2xf32>
}
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %t = arith.constant true
  %f = arith.constant false
  %x = call @pick(%t, %a, %b) : (i1, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %y = call @pick(%f, %a, %b) : (i1, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %u = tensor.cast %x : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %y : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
