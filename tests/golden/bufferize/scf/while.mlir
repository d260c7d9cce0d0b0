// RUN: tbuf %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"
// scf.while: "before" and "after" regions, scf.condition forwarding values
// to the "after" arguments and the results. In place when both loop-carried
// edges keep the buffer; otherwise (allowed here) the condition operands are
// copied, as mlir-opt does (the "after" yield is left alone); results and
// "before" arguments of different types are handled. Identical to
// mlir-opt-22's output.

func.func @in_place(%t: tensor<5xf32>, %f: f32, %idx: index) -> tensor<5xf32> {
  %r = scf.while (%w = %t) : (tensor<5xf32>) -> tensor<5xf32> {
    %x = tensor.extract %w[%idx] : tensor<5xf32>
    %cond = arith.cmpf ogt, %x, %f : f32
    scf.condition(%cond) %w : tensor<5xf32>
  } do {
  ^bb0(%b: tensor<5xf32>):
    %v = tensor.extract %b[%idx] : tensor<5xf32>
    %w2 = arith.addf %v, %f : f32
    %i = tensor.insert %w2 into %b[%idx] : tensor<5xf32>
    scf.yield %i : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}

// -----

func.func @swap(%a: tensor<5xf32>, %b: tensor<5xf32>, %f: f32, %idx: index) -> (tensor<5xf32>, tensor<5xf32>) {
  %r:2 = scf.while (%w0 = %a, %w1 = %b) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
    %x = tensor.extract %w0[%idx] : tensor<5xf32>
    %cond = arith.cmpf ogt, %x, %f : f32
    scf.condition(%cond) %w0, %w1 : tensor<5xf32>, tensor<5xf32>
  } do {
  ^bb0(%b0: tensor<5xf32>, %b1: tensor<5xf32>):
    %i = tensor.insert %f into %b0[%idx] : tensor<5xf32>
    scf.yield %b1, %i : tensor<5xf32>, tensor<5xf32>
  }
  return %r#0, %r#1 : tensor<5xf32>, tensor<5xf32>
}

// -----

func.func @different_types(%t: tensor<5xf32>, %n: index, %f: f32) -> (index, tensor<5xf32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%k = %c0, %w = %t) : (index, tensor<5xf32>) -> (tensor<5xf32>, index) {
    %cond = arith.cmpi slt, %k, %n : index
    scf.condition(%cond) %w, %k : tensor<5xf32>, index
  } do {
  ^bb0(%b: tensor<5xf32>, %j: index):
    %i = tensor.insert %f into %b[%j] : tensor<5xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %i : index, tensor<5xf32>
  }
  return %r#1, %r#0 : index, tensor<5xf32>
}

// -----

func.func @new_tensor_each_iteration(%t: tensor<5xf32>, %n: index, %f: f32) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%w = %t) : (tensor<5xf32>) -> tensor<5xf32> {
    %x = tensor.extract %w[%c0] : tensor<5xf32>
    %cond = arith.cmpf olt, %x, %f : f32
    scf.condition(%cond) %w : tensor<5xf32>
  } do {
  ^bb0(%b: tensor<5xf32>):
    %e = tensor.empty() : tensor<5xf32>
    %v = tensor.extract %b[%c0] : tensor<5xf32>
    %v2 = arith.addf %v, %v : f32
    %fill = linalg.fill ins(%v2 : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
    scf.yield %fill : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}
