// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries"
// Functions of nested modules are neither analysed, copied nor bufferized (as mlir-opt-22).
module {
  module @inner {
    func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
      %c0 = arith.constant 0 : index
      %f = arith.constant 0.0 : f32
      %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
      return %0 : tensor<4xf32>
    }
  }
  func.func @g(%t: tensor<4xf32>) -> tensor<4xf32> {
    return %t : tensor<4xf32>
  }
}
