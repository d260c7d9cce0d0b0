// At tensor level: an element of tensor.empty read before anything was
// written into it.
func.func private @printF32(f32)

func.func @main() {
  %c1 = arith.constant 1 : index
  %t = tensor.empty() : tensor<4xf32>
  %v = tensor.extract %t[%c1] : tensor<4xf32>
  call @printF32(%v) : (f32) -> ()
  return
}
// EXPECT-STDERR: tensor_uninitialized_read.mlir:8:8: error: tbuf interpret: read of uninitialized memory: tensor.extract reads element [1] (position 1) of tensor allocation #1 (16 bytes, tensor.empty at tensor_uninitialized_read.mlir:7:8 in @main), which was never written; call stack: @main
