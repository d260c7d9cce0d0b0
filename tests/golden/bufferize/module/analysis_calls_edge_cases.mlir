// RUN: tbuf %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// Blocks without predecessors: no buffer type for their arguments (as mlir-opt-22); the same tensor passed twice to a callee that writes one of them; scf.execute_region returning an argument equivalent value.
func.func @func_multiple_yields(%t: tensor<5xf32>) -> tensor<5xf32> {
  func.return %t : tensor<5xf32>
^bb1(%arg1 : tensor<5xf32>):
  func.return %arg1 : tensor<5xf32>
}

// -----

func.func @same_operand_twice(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = call @two(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}
func.func @two(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %0 = tensor.insert %f into %a[%c0] : tensor<4xf32>
  return %0, %b : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @exec(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = scf.execute_region -> tensor<4xf32> {
    %c0 = arith.constant 0 : index
    %f = arith.constant 0.0 : f32
    %1 = tensor.insert %f into %t[%c0] : tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
func.func @exec_caller(%t: tensor<4xf32>) -> f32 {
  %0 = call @exec(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  return %v : f32
}
