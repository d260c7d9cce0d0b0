// Calls combined with options: a callee skipped by no-analysis-func-filter
// (copy-before-write inside it), non-writable callee arguments, identity
// layouts at the boundary, results equivalent through scf.if in the callee.
// (mlir-opt-22 crashes when a function that contains a call is in
// no-analysis-func-filter; see docs/bufferization-conformance.md. Only callees
// without calls are filtered here.)
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries no-analysis-func-filter=co_callee_insert
// OPTIONS: bufferize-function-boundaries no-analysis-func-filter=co_callee_if,co_callee_nonwritable
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map analysis-heuristic=top-down

func.func @co_callee_insert(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @co_caller_reads_after(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = func.call @co_callee_insert(%t, %f) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %c1 = arith.constant 1 : index
  %1 = tensor.extract %t[%c1] : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, f32
}

func.func @co_caller_chain(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %0 = func.call @co_callee_insert(%t, %f) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %1 = func.call @co_callee_insert(%0, %f) : (tensor<8xf32>, f32) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func @co_callee_nonwritable(%t: tensor<8xf32> {bufferization.writable = false}, %f: f32) -> tensor<8xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @co_caller_of_nonwritable(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = func.call @co_callee_nonwritable(%t, %f) : (tensor<8xf32>, f32) -> tensor<8xf32>
  return %0, %t : tensor<8xf32>, tensor<8xf32>
}

func.func @co_callee_if(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: i1) -> tensor<8xf32> {
  %0 = scf.if %c -> tensor<8xf32> {
    scf.yield %a : tensor<8xf32>
  } else {
    scf.yield %b : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

func.func @co_caller_if_then_write(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: i1, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = func.call @co_callee_if(%a, %b, %c) : (tensor<8xf32>, tensor<8xf32>, i1) -> tensor<8xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0] : tensor<8xf32>
  %2 = tensor.extract %a[%c0] : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, f32
}

func.func @co_callee_returns_two(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %t, %0 : tensor<8xf32>, tensor<8xf32>
}

func.func @co_caller_two_results(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = func.call @co_callee_returns_two(%t, %f) : (tensor<8xf32>, f32) -> (tensor<8xf32>, tensor<8xf32>)
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0#0[%c0] : tensor<8xf32>
  %2 = tensor.insert %f into %0#1[%c0] : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}
