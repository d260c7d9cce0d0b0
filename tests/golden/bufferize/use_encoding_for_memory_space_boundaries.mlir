// RUN: tbuf %s --one-shot-bufferize="use-encoding-for-memory-space bufferize-function-boundaries"
// Function boundaries get the memory space of the encoding too.
func.func @callee(%t: tensor<4xf32, 1>, %f: f32, %i: index) -> tensor<4xf32, 1> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32, 1>
  return %0 : tensor<4xf32, 1>
}

func.func @caller(%f: f32, %i: index) -> (tensor<4xf32, 1>, tensor<2xf32>) {
  %t = tensor.from_elements %f, %f, %f, %f : tensor<4xf32, 1>
  %0 = call @callee(%t, %f, %i) : (tensor<4xf32, 1>, f32, index) -> tensor<4xf32, 1>
  %u = tensor.from_elements %f, %f : tensor<2xf32>
  return %0, %u : tensor<4xf32, 1>, tensor<2xf32>
}
