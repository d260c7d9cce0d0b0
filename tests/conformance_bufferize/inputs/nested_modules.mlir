// Functions inside a nested builtin.module: calls resolve in the module that
// holds them (a callee of the same name at the top level is another
// function), and module bufferization runs per module.
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map

module @outer {
  func.func private @bump(%t: tensor<4xf32>) -> tensor<4xf32> {
    return %t : tensor<4xf32>
  }
  module @inner {
    func.func private @bump(%t: tensor<4xf32>) -> tensor<4xf32> {
      %c0 = arith.constant 0 : index
      %f = arith.constant 1.0 : f32
      %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
      return %0 : tensor<4xf32>
    }
    func.func @inner_caller(%t: tensor<4xf32>) -> (tensor<4xf32>, f32) {
      %c0 = arith.constant 0 : index
      %0 = call @bump(%t) : (tensor<4xf32>) -> tensor<4xf32>
      %1 = tensor.extract %t[%c0] : tensor<4xf32>
      return %0, %1 : tensor<4xf32>, f32
    }
  }
  func.func @outer_caller(%t: tensor<4xf32>) -> (tensor<4xf32>, f32) {
    %c0 = arith.constant 0 : index
    %0 = call @bump(%t) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = tensor.extract %t[%c0] : tensor<4xf32>
    return %0, %1 : tensor<4xf32>, f32
  }
}
