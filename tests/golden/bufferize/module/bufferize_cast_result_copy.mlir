// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries"
// @bump returns a cast of a memref<?xf32> to its static result type. tbuf
// keeps the result memref<6xf32> (mlir-opt-22 returns the dynamic source, and
// the copy of the call result then passes a dynamic size to a static
// allocation: invalid IR). A tensor<?xf32> copy allocates with memref.dim of
// the copied buffer.
func.func @bump(%t: tensor<6xf32>, %s: f32) -> tensor<6xf32> {
  %d = tensor.cast %t : tensor<6xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %s into %d[%c0] : tensor<?xf32>
  %c = tensor.cast %w : tensor<?xf32> to tensor<6xf32>
  return %c : tensor<6xf32>
}

func.func @bump_dynamic(%t: tensor<?xf32>, %s: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %s into %t[%c0] : tensor<?xf32>
  return %w : tensor<?xf32>
}

func.func @caller(%t: tensor<6xf32>, %s: f32) -> (tensor<6xf32>, tensor<6xf32>, tensor<?xf32>, tensor<?xf32>) {
  %a = func.call @bump(%t, %s) : (tensor<6xf32>, f32) -> tensor<6xf32>
  %b = func.call @bump(%a, %s) : (tensor<6xf32>, f32) -> tensor<6xf32>
  %d = tensor.cast %a : tensor<6xf32> to tensor<?xf32>
  %c = func.call @bump_dynamic(%d, %s) : (tensor<?xf32>, f32) -> tensor<?xf32>
  return %a, %b, %d, %c : tensor<6xf32>, tensor<6xf32>, tensor<?xf32>, tensor<?xf32>
}
