// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries"
// Returned tensors that share a buffer created in the function are returned
// as distinct buffers: a caller treats every result as its own buffer, so
// the second of each alias set is returned as a copy (a deliberate deviation
// from mlir-opt-22, which returns the same buffer twice). Results aliasing an
// argument are not copied: callers already see them alias the operand.
func.func @twice(%s: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}

func.func @with_slice(%s: f32) -> (tensor<6xf32>, tensor<2xf32>) {
  %e = tensor.empty() : tensor<6xf32>
  %t = linalg.fill ins(%s : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %v = tensor.extract_slice %t[2] [2] [1] : tensor<6xf32> to tensor<2xf32>
  return %t, %v : tensor<6xf32>, tensor<2xf32>
}

func.func @arg_twice(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}

func.func @caller(%s: f32, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %a:2 = func.call @twice(%s) : (f32) -> (tensor<4xf32>, tensor<4xf32>)
  %w = linalg.fill ins(%f : f32) outs(%a#1 : tensor<4xf32>) -> tensor<4xf32>
  return %a#0, %w : tensor<4xf32>, tensor<4xf32>
}
