// RUN: tbuf %s "--one-shot-bufferize=bufferize-function-boundaries=1 copy-before-write=1"
// Functions ended by spirv.Return / spirv.ReturnValue instead of func.return
// bufferize without the analysis (copy-before-write): their tensor
// arguments become memrefs and, as in mlir-opt, the result types are taken
// from the (absent) func.return ops, so declared results are dropped.
func.func private @no_return(%m: memref<4xi32>) {
  spirv.Return
}

func.func @tensor_arg(%t: tensor<4xf32>) {
  %c = arith.constant 0 : index
  %v = tensor.extract %t[%c] : tensor<4xf32>
  spirv.Return
}
func.func @tensor_value(%t: tensor<4xf32>) -> f32 {
  %c = arith.constant 0 : index
  %v = tensor.extract %t[%c] : tensor<4xf32>
  spirv.ReturnValue %v : f32
}
func.func @caller(%t: tensor<4xf32>) {
  call @tensor_arg(%t) : (tensor<4xf32>) -> ()
  return
}

func.func @value(%m: memref<4xf32>) -> f32 {
  %c = arith.constant 0 : index
  %v = memref.load %m[%c] : memref<4xf32>
  spirv.ReturnValue %v : f32
}
