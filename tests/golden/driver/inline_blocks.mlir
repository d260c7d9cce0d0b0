// RUN: tbuf %s --inline --split-input-file
// Multi-block callees: the caller's block is split at the call, each
// func.return becomes a branch to the continuation whose arguments are the
// results, and canonicalize cleans up. Inside an op with the SingleBlock
// trait (scf.if) such a callee is not inlined; inside scf.execute_region it
// is. A single-block callee is inlined into any region.
func.func private @select(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  %s = arith.addi %a, %b : i32
  return %s : i32
^f:
  return %b : i32
}
func.func private @single(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func @caller(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = call @select(%c, %a, %b) : (i1, i32, i32) -> i32
  %1 = scf.if %c -> i32 {
    %r = func.call @select(%c, %0, %b) : (i1, i32, i32) -> i32
    scf.yield %r : i32
  } else {
    %r = func.call @single(%0) : (i32) -> i32
    scf.yield %r : i32
  }
  %2 = scf.execute_region -> i32 {
    %r = func.call @select(%c, %1, %a) : (i1, i32, i32) -> i32
    scf.yield %r : i32
  }
  return %0, %1, %2 : i32, i32, i32
}

// -----

// Two returns with tensors and a loop in the callee.
func.func private @count(%n: index, %t: tensor<4xf32>) -> (index, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %z = arith.cmpi eq, %n, %c0 : index
  cf.cond_br %z, ^done, ^loop(%c0 : index)
^loop(%i: index):
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  %more = arith.cmpi slt, %next, %n : index
  cf.cond_br %more, ^loop(%next : index), ^exit(%next : index)
^exit(%r: index):
  return %r, %t : index, tensor<4xf32>
^done:
  %e = tensor.empty() : tensor<4xf32>
  return %c0, %e : index, tensor<4xf32>
}
func.func @use(%n: index, %t: tensor<4xf32>) -> (index, tensor<4xf32>) {
  %0:2 = call @count(%n, %t) : (index, tensor<4xf32>) -> (index, tensor<4xf32>)
  return %0#0, %0#1 : index, tensor<4xf32>
}
