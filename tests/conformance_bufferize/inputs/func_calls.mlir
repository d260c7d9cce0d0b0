// func.call / func.return / func.func with bufferize-function-boundaries:
// callee-first analysis, equivalence of returned values with arguments across
// calls, bufferization.access of arguments, non-equivalent results.
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries analysis-heuristic=top-down

// The RFC's driver loop: a matmul on tensors called in an scf.for (in/out %C).
func.func @rfc_matmul_on_tensors(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

func.func @rfc_main(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>, %iters: index) -> tensor<4x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %res = scf.for %arg0 = %c0 to %iters step %c1 iter_args(%iterC = %C) -> (tensor<4x16xf32>) {
    %r = func.call @rfc_matmul_on_tensors(%A, %B, %iterC) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    scf.yield %r : tensor<4x16xf32>
  }
  return %res : tensor<4x16xf32>
}

// The RFC's main with %A, %B read-only: the caller keeps reading %C after the loop.
func.func @rfc_main_reads_c_after(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>, %iters: index) -> (tensor<4x16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %res = scf.for %arg0 = %c0 to %iters step %c1 iter_args(%iterC = %C) -> (tensor<4x16xf32>) {
    %r = func.call @rfc_matmul_on_tensors(%A, %B, %iterC) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    scf.yield %r : tensor<4x16xf32>
  }
  %e = tensor.extract %C[%c0, %c0] : tensor<4x16xf32>
  return %res, %e : tensor<4x16xf32>, f32
}

func.func @callee_writes(%t: tensor<?xf32>, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @callee_reads(%t: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract %t[%c0] : tensor<?xf32>
  return %0 : f32
}

func.func @callee_returns_arg(%t: tensor<?xf32>) -> tensor<?xf32> {
  return %t : tensor<?xf32>
}

func.func @callee_returns_new(%n: index) -> tensor<?xf32> {
  %0 = tensor.empty(%n) : tensor<?xf32>
  %f = arith.constant 2.0 : f32
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// The caller's tensor is written by the callee and read afterwards: copy at the call.
func.func @caller_write_then_read(%t: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, f32) {
  %0 = func.call @callee_writes(%t, %f) : (tensor<?xf32>, f32) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.extract %t[%c0] : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, f32
}

// No read after the call: in place.
func.func @caller_write_inplace(%t: tensor<?xf32>, %f: f32) -> tensor<?xf32> {
  %0 = func.call @callee_writes(%t, %f) : (tensor<?xf32>, f32) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// A read-only callee never forces a copy.
func.func @caller_read_only(%t: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = func.call @callee_reads(%t) : (tensor<?xf32>) -> f32
  %1 = tensor.insert %f into %t[%c0] : tensor<?xf32>
  return %1, %0 : tensor<?xf32>, f32
}

// Returned value equivalent to an argument across the call: the result of the
// call is the caller's buffer.
func.func @caller_equivalent_result(%t: tensor<?xf32>, %f: f32) -> tensor<?xf32> {
  %0 = func.call @callee_returns_arg(%t) : (tensor<?xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0] : tensor<?xf32>
  return %1 : tensor<?xf32>
}

// Written through the alias returned by the callee, then the original is read.
func.func @caller_equivalent_result_conflict(%t: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, f32) {
  %0 = func.call @callee_returns_arg(%t) : (tensor<?xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0] : tensor<?xf32>
  %2 = tensor.extract %t[%c0] : tensor<?xf32>
  return %1, %2 : tensor<?xf32>, f32
}

// A callee result that is a new allocation.
func.func @caller_new_result(%n: index, %f: f32) -> tensor<?xf32> {
  %0 = func.call @callee_returns_new(%n) : (index) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0] : tensor<?xf32>
  return %1 : tensor<?xf32>
}

// Calls through a chain of functions.
func.func @chain_inner(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @chain_middle(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %0 = func.call @chain_inner(%t, %f) : (tensor<8xf32>, f32) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @chain_outer(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = func.call @chain_middle(%t, %f) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %1 = func.call @chain_middle(%0, %f) : (tensor<8xf32>, f32) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// Two calls on the same argument.
func.func @two_calls_same_arg(%t: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = func.call @callee_writes(%t, %f) : (tensor<?xf32>, f32) -> tensor<?xf32>
  %1 = func.call @callee_writes(%t, %f) : (tensor<?xf32>, f32) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// Swapped results: not equivalent to the same-position arguments.
func.func @swap(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %b, %a : tensor<4xf32>, tensor<4xf32>
}

func.func @call_swap(%a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = func.call @swap(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0#0[%c0] : tensor<4xf32>
  return %1, %0#1 : tensor<4xf32>, tensor<4xf32>
}

// Returning the same argument twice, and an argument unused.
func.func @return_twice(%a: tensor<4xf32>, %unused: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %a, %a : tensor<4xf32>, tensor<4xf32>
}

// External declaration called with a tensor: conservatively read and written.
func.func private @external(tensor<4xf32>) -> tensor<4xf32>

func.func @call_external(%a: tensor<4xf32>) -> (tensor<4xf32>, f32) {
  %0 = func.call @external(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.extract %a[%c0] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, f32
}

// A private function with a body.
func.func private @private_callee(%t: tensor<4xf32>) -> tensor<4xf32> {
  %f = arith.constant 1.0 : f32
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @call_private(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @private_callee(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = func.call @private_callee(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// A call whose argument is an extract_slice of the caller's tensor.
func.func @call_on_slice(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[4] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %0 = func.call @chain_inner(%s, %f) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[4] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}

// Call in an scf.if branch.
func.func @call_in_if(%t: tensor<8xf32>, %c: i1, %f: f32) -> tensor<8xf32> {
  %0 = scf.if %c -> tensor<8xf32> {
    %1 = func.call @chain_inner(%t, %f) : (tensor<8xf32>, f32) -> tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// No tensor at all in the signature.
func.func @scalar_only(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}

// A call in a loop body whose init is read in the body.
func.func @call_in_loop_reads_init(%t: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %v = tensor.extract %t[%i] : tensor<8xf32>
    %1 = func.call @chain_inner(%a, %v) : (tensor<8xf32>, f32) -> tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}
