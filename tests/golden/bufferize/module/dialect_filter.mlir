// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries dialect-filter=tensor,arith"
// func ops outside the dialect filter: signatures stay tensors, arguments are not writable, calls conservative.
func.func private @ext(tensor<?xf32>) -> tensor<?xf32>
func.func @callee(%t: tensor<?xf32>, %u: tensor<4xf32> {bufferization.writable = false}, %f: f32) -> (tensor<?xf32>, f32, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<?xf32>
  %e = tensor.extract %u[%c0] : tensor<4xf32>
  return %0, %e, %u : tensor<?xf32>, f32, tensor<4xf32>
}
func.func @caller(%a: tensor<?xf32>, %b: tensor<4xf32>) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %r:3 = call @callee(%a, %b, %f) : (tensor<?xf32>, tensor<4xf32>, f32) -> (tensor<?xf32>, f32, tensor<4xf32>)
  %x = tensor.extract %a[%c0] : tensor<?xf32>
  %y = call @ext(%r#0) : (tensor<?xf32>) -> tensor<?xf32>
  return %y, %x : tensor<?xf32>, f32
}
