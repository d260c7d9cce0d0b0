// Inputs mlir-opt-22 rejects with and without function boundaries: tbuf must
// fail too, with the same first error (location and message).
// OPTIONS:
// OPTIONS: bufferize-function-boundaries

// EXPECT-ERROR: op was not bufferized
func.func @n_unknown_op(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// EXPECT-ERROR: to_tensor ops without `restrict` are not supported by One-Shot Analysis
func.func @n_to_tensor_no_restrict(%m: memref<4xf32>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %0 = tensor.extract %t[%i] : tensor<4xf32>
  return %0 : f32
}

// -----

// EXPECT-ERROR: Yield operand #0 is not equivalent to the corresponding iter bbArg
func.func @n_for_yield_not_equivalent(%t: tensor<?xf32>, %n: index, %f: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %acc = %f) -> (tensor<?xf32>, f32) {
    %1 = tensor.insert %acc into %a[%i] : tensor<?xf32>
    %v = tensor.extract %a[%c0] : tensor<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %1, %s : tensor<?xf32>, f32
  }
  return %0#0, %0#1 : tensor<?xf32>, f32
}

// -----

// EXPECT-ERROR: Yield operand #0 is not equivalent to the corresponding iter bbArg
func.func @n_for_yield_new_alloc(%n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %e) -> tensor<4xf32> {
    %x = bufferization.alloc_tensor() : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// EXPECT-ERROR: Yield operand #0 is not equivalent to the corresponding iter bbArg
func.func @n_for_swap(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %y, %x : tensor<4xf32>, tensor<4xf32>
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// EXPECT-ERROR: Condition arg #0 is not equivalent to the corresponding iter bbArg
func.func @n_while_cond_not_equivalent(%a: tensor<5xi1>, %b: tensor<5xi1>) -> tensor<5xi1> {
  %c0 = arith.constant 0 : index
  %0 = scf.while (%w = %a) : (tensor<5xi1>) -> tensor<5xi1> {
    %cond = tensor.extract %w[%c0] : tensor<5xi1>
    scf.condition(%cond) %b : tensor<5xi1>
  } do {
  ^bb0(%x: tensor<5xi1>):
    scf.yield %x : tensor<5xi1>
  }
  return %0 : tensor<5xi1>
}

// -----

// EXPECT-ERROR: Yield operand #0 is not equivalent to the corresponding iter bbArg
func.func @n_while_yield_new(%t: tensor<5xi1>, %c: i1) -> tensor<5xi1> {
  %c0 = arith.constant 0 : index
  %0 = scf.while (%w = %t) : (tensor<5xi1>) -> tensor<5xi1> {
    %cond = tensor.extract %w[%c0] : tensor<5xi1>
    scf.condition(%cond) %w : tensor<5xi1>
  } do {
  ^bb0(%b: tensor<5xi1>):
    %e = tensor.empty() : tensor<5xi1>
    %1 = linalg.fill ins(%c : i1) outs(%e : tensor<5xi1>) -> tensor<5xi1>
    scf.yield %1 : tensor<5xi1>
  }
  return %0 : tensor<5xi1>
}

// -----

// EXPECT-ERROR: Yield operand #0 is not equivalent to the corresponding iter bbArg
func.func @n_unknown_in_loop_allowed(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %1 = "test.step"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

// -----

// EXPECT-ERROR: op was not bufferized
func.func @n_unknown_after_bufferizable(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %1 = "test.bar"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// EXPECT-ERROR: op without unique scf.yield is not supported
func.func @mx_exec_region_multi_block(%t: tensor<4xf32>, %c: i1, %f: f32) -> tensor<4xf32> {
  %0 = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %c0 = arith.constant 0 : index
    %1 = tensor.insert %f into %t[%c0] : tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  ^bb2:
    scf.yield %t : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
