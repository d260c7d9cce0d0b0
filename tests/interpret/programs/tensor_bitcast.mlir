// tensor.bitcast: the same bits read as another element type of the same
// width (i32 <-> f32), at tensor level. mlir-opt-22's One-Shot Bufferize
// does not take tensor.bitcast, so there is no mlir-runner-22 reference;
// the expected values are worked out by hand: 0x3F800000 = 1.0,
// 0x40000000 = 2.0, 0 = 0.0, 0xBF800000 = -1.0, and back.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})

func.func @main() {
  %bits = arith.constant dense<[1065353216, 1073741824, 0, -1082130432]> : tensor<4xi32>
  %f = tensor.bitcast %bits : tensor<4xi32> to tensor<4xf32>
  %fu = tensor.cast %f : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%fu) : (tensor<*xf32>) -> ()
  %back = tensor.bitcast %f : tensor<4xf32> to tensor<4xi32>
  %bu = tensor.cast %back : tensor<4xi32> to tensor<*xi32>
  call @printMemrefI32(%bu) : (tensor<*xi32>) -> ()
  return
}
