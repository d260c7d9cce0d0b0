// tensor.pad with constant padding (static and dynamic low/high amounts) and
// a padding value computed in the region from the indices.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @pad_const(%t: tensor<2x3xf32>, %v: f32) -> tensor<4x6xf32> {
  %p = tensor.pad %t low[1, 2] high[1, 1] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<4x6xf32>
  return %p : tensor<4x6xf32>
}

func.func @pad_dyn(%t: tensor<2x3xf32>, %lo: index, %hi: index) -> tensor<?x?xf32> {
  %p = tensor.pad %t low[%lo, 0] high[0, %hi] {
    ^bb0(%i: index, %j: index):
      %s = arith.addi %i, %j : index
      %si = arith.index_cast %s : index to i64
      %sf = arith.sitofp %si : i64 to f32
      %n = arith.negf %sf : f32
      tensor.yield %n : f32
  } : tensor<2x3xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

func.func @main() {
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %z = arith.constant 0.0 : f32
  %a = call @pad_const(%t, %z) : (tensor<2x3xf32>, f32) -> tensor<4x6xf32>
  %au = tensor.cast %a : tensor<4x6xf32> to tensor<*xf32>
  call @printMemrefF32(%au) : (tensor<*xf32>) -> ()
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %b = call @pad_dyn(%t, %c2, %c1) : (tensor<2x3xf32>, index, index) -> tensor<?x?xf32>
  %bu = tensor.cast %b : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%bu) : (tensor<*xf32>) -> ()
  return
}
