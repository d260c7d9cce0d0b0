// scf.while with tensor operands (before/after regions, scf.condition).
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries allow-return-allocs-from-loops

func.func @while_insert(%t: tensor<5xi1>, %c: i1) -> tensor<5xi1> {
  %c0 = arith.constant 0 : index
  %0 = scf.while (%w = %t) : (tensor<5xi1>) -> tensor<5xi1> {
    %cond = tensor.extract %w[%c0] : tensor<5xi1>
    scf.condition(%cond) %w : tensor<5xi1>
  } do {
  ^bb0(%b: tensor<5xi1>):
    %1 = tensor.insert %c into %b[%c0] : tensor<5xi1>
    scf.yield %1 : tensor<5xi1>
  }
  return %0 : tensor<5xi1>
}

func.func @while_read_only(%t: tensor<5xi1>) -> tensor<5xi1> {
  %c0 = arith.constant 0 : index
  %0 = scf.while (%w = %t) : (tensor<5xi1>) -> tensor<5xi1> {
    %cond = tensor.extract %w[%c0] : tensor<5xi1>
    scf.condition(%cond) %w : tensor<5xi1>
  } do {
  ^bb0(%b: tensor<5xi1>):
    scf.yield %b : tensor<5xi1>
  }
  return %0 : tensor<5xi1>
}

func.func @while_init_read_after(%t: tensor<5xi1>, %c: i1) -> (tensor<5xi1>, i1) {
  %c0 = arith.constant 0 : index
  %0 = scf.while (%w = %t) : (tensor<5xi1>) -> tensor<5xi1> {
    %cond = tensor.extract %w[%c0] : tensor<5xi1>
    scf.condition(%cond) %w : tensor<5xi1>
  } do {
  ^bb0(%b: tensor<5xi1>):
    %1 = tensor.insert %c into %b[%c0] : tensor<5xi1>
    scf.yield %1 : tensor<5xi1>
  }
  %v = tensor.extract %t[%c0] : tensor<5xi1>
  return %0, %v : tensor<5xi1>, i1
}

func.func @while_write_in_before(%t: tensor<5xi1>, %c: i1) -> tensor<5xi1> {
  %c0 = arith.constant 0 : index
  %0 = scf.while (%w = %t) : (tensor<5xi1>) -> tensor<5xi1> {
    %1 = tensor.insert %c into %w[%c0] : tensor<5xi1>
    %cond = tensor.extract %1[%c0] : tensor<5xi1>
    scf.condition(%cond) %1 : tensor<5xi1>
  } do {
  ^bb0(%b: tensor<5xi1>):
    scf.yield %b : tensor<5xi1>
  }
  return %0 : tensor<5xi1>
}

func.func @while_two_args(%a: tensor<5xi1>, %b: tensor<5xi1>, %c: i1) -> (tensor<5xi1>, tensor<5xi1>) {
  %c0 = arith.constant 0 : index
  %0:2 = scf.while (%w0 = %a, %w1 = %b) : (tensor<5xi1>, tensor<5xi1>) -> (tensor<5xi1>, tensor<5xi1>) {
    %cond = tensor.extract %w0[%c0] : tensor<5xi1>
    scf.condition(%cond) %w0, %w1 : tensor<5xi1>, tensor<5xi1>
  } do {
  ^bb0(%b0: tensor<5xi1>, %b1: tensor<5xi1>):
    %1 = tensor.insert %c into %b0[%c0] : tensor<5xi1>
    %2 = tensor.insert %c into %b1[%c0] : tensor<5xi1>
    scf.yield %1, %2 : tensor<5xi1>, tensor<5xi1>
  }
  return %0#0, %0#1 : tensor<5xi1>, tensor<5xi1>
}

func.func @while_counter(%t: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.while (%i = %c0, %w = %t) : (index, tensor<8xf32>) -> (index, tensor<8xf32>) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %w : index, tensor<8xf32>
  } do {
  ^bb0(%j: index, %b: tensor<8xf32>):
    %1 = tensor.insert %f into %b[%j] : tensor<8xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %1 : index, tensor<8xf32>
  }
  return %0#1 : tensor<8xf32>
}
