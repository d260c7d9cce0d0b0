// scf.execute_region producing a tensor; scf.index_switch on tensors.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r = scf.execute_region -> tensor<2xf32> {
    %x = tensor.extract %a[%c1] : tensor<2xf32>
    %y = arith.mulf %x, %x : f32
    %n = tensor.insert %y into %a[%c1] : tensor<2xf32>
    scf.yield %n : tensor<2xf32>
  }
  %s = scf.index_switch %c1 -> tensor<2xf32>
  case 1 {
    %c0 = arith.constant 0 : index
    %v = arith.constant -1.0 : f32
    %m = tensor.insert %v into %r[%c0] : tensor<2xf32>
    scf.yield %m : tensor<2xf32>
  }
  default {
    scf.yield %r : tensor<2xf32>
  }
  %u = tensor.cast %s : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %a : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
