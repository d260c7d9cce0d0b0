// RUN: tbuf %s --one-shot-bufferize
// A slice of a buffer whose layout is not strided. mlir-opt-22 creates the
// invalid memref.subview and its verifier reports "base type ... is not
// strided" (with the subview in the note); tbuf reports the same message on
// the tensor.extract_slice before creating anything, then the driver's
// "failed to bufferize op".

#nonstrided = affine_map<(d0) -> (d0 floordiv 2)>
func.func @f(%m: memref<8xf32, #nonstrided>) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m restrict : memref<8xf32, #nonstrided> to tensor<8xf32>
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
