// allow-return-allocs-from-loops: loops whose yielded value is not equivalent
// to the iter bbArg (errors without the option, see negative.mlir).
// OPTIONS: allow-return-allocs-from-loops
// OPTIONS: allow-return-allocs-from-loops bufferize-function-boundaries

func.func @rl_yield_new_tensor(%t: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %e = tensor.empty() : tensor<8xf32>
    %1 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

func.func @rl_read_iter_arg_after_write(%t: tensor<?xf32>, %n: index, %f: f32) -> (tensor<?xf32>, f32) {
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

func.func @rl_swap_iter_args(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %y, %x : tensor<4xf32>, tensor<4xf32>
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}

func.func @rl_yield_outer_value(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xf32> {
    scf.yield %u : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

func.func @rl_while_new_tensor(%t: tensor<5xi1>, %c: i1) -> tensor<5xi1> {
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

func.func @rl_while_swap(%a: tensor<5xi1>, %b: tensor<5xi1>) -> (tensor<5xi1>, tensor<5xi1>) {
  %c0 = arith.constant 0 : index
  %0:2 = scf.while (%w0 = %a, %w1 = %b) : (tensor<5xi1>, tensor<5xi1>) -> (tensor<5xi1>, tensor<5xi1>) {
    %cond = tensor.extract %w0[%c0] : tensor<5xi1>
    scf.condition(%cond) %w1, %w0 : tensor<5xi1>, tensor<5xi1>
  } do {
  ^bb0(%b0: tensor<5xi1>, %b1: tensor<5xi1>):
    scf.yield %b0, %b1 : tensor<5xi1>, tensor<5xi1>
  }
  return %0#0, %0#1 : tensor<5xi1>, tensor<5xi1>
}

func.func @rl_nested_loops_new_tensor(%t: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %1 = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> tensor<8xf32> {
      %e = tensor.empty() : tensor<8xf32>
      %2 = linalg.copy ins(%b : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
      %3 = tensor.insert %f into %2[%j] : tensor<8xf32>
      scf.yield %3 : tensor<8xf32>
    }
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}
