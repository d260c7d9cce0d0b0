// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// Mutual recursion: both functions are "remaining" (no bufferization.access, no __equivalent_func_args__); calls between them are conservative.
func.func @f(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %cond = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %cond -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  } else {
    %x = func.call @g(%a, %n) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @g(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %x = func.call @f(%e, %n) : (tensor<4xf32>, index) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %y = tensor.insert %f into %a[%c0] : tensor<4xf32>
  return %y : tensor<4xf32>
}
