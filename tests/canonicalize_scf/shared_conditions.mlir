// Many scf.if / cf.cond_br on one condition (ConditionPropagation and
// CondBranchTruthPropagation, which tbuf implements without scanning the
// condition's whole use list): the constants must be created, and the uses
// rewritten, in MLIR's order (use-list order).

func.func @if_chain(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i1) {
  %0 = scf.if %c -> (i32) {
    %s = arith.select %c, %a, %b : i32
    scf.yield %s : i32
  } else {
    %s = arith.select %c, %b, %a : i32
    scf.yield %s : i32
  }
  %1 = scf.if %c -> (i32) {
    "test.use"(%c) : (i1) -> ()
    scf.yield %a : i32
  } else {
    "test.use"(%c, %c) : (i1, i1) -> ()
    scf.yield %b : i32
  }
  %2 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %3 = arith.xori %c, %c : i1
  return %0, %1, %2, %c : i32, i32, i32, i1
}

// -----

// The else region's use comes first in the use list (uses are prepended: the
// last one parsed is the first visited).
func.func @else_first(%c: i1) {
  scf.if %c {
    "test.a"(%c) : (i1) -> ()
  } else {
    "test.b"(%c) : (i1) -> ()
  }
  scf.if %c {
    "test.c"() : () -> ()
  } else {
    "test.d"(%c) : (i1) -> ()
    "test.e"(%c) : (i1) -> ()
  }
  "test.f"(%c) : (i1) -> ()
  return
}

// -----

// Uses nested in regions inside the if, and ifs nested on the same condition.
func.func @nested(%c: i1, %n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (f32) {
    %l = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
      "test.loop"(%c) : (i1) -> ()
      %in = scf.if %c -> (f32) {
        "test.inner_then"(%c) : (i1) -> ()
        scf.yield %acc : f32
      } else {
        "test.inner_else"(%c) : (i1) -> ()
        scf.yield %x : f32
      }
      scf.yield %in : f32
    }
    scf.yield %l : f32
  } else {
    "test.outer_else"(%c) : (i1) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}

// -----

// Several cond_br on one condition; successors with one predecessor see the
// condition as a constant.
func.func @cond_br_chain(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.t1"(%c) : (i1) -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "test.f1"(%c, %c) : (i1, i1) -> ()
  "test.f2"(%c) : (i1) -> ()
  cf.br ^bb5
^bb3:
  "test.t2"(%c) : (i1) -> ()
  cf.br ^bb5
^bb4:
  "test.f3"(%c) : (i1) -> ()
  cf.br ^bb5
^bb5:
  "test.join"(%c) : (i1) -> ()
  cf.cond_br %c, ^bb6, ^bb7
^bb6:
  "test.t4"(%c) : (i1) -> ()
  return
^bb7:
  "test.f4"(%c) : (i1) -> ()
  return
}

// -----

// A successor with two predecessors keeps the condition.
func.func @cond_br_merge(%c: i1, %d: i1) {
  cf.cond_br %d, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "test.t"(%c) : (i1) -> ()
  return
^bb4:
  "test.f"(%c) : (i1) -> ()
  return
}

// -----

// A block that branches to itself on the condition.
func.func @cond_br_self(%c: i1) {
  cf.br ^bb1
^bb1:
  "test.body"(%c) : (i1) -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "test.t"(%c) : (i1) -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb3:
  return
}

// -----

// Pass-through successors on a cycle of unconditional branches are not
// collapsed; branch weights survive collapsing.
func.func @cond_br_cycle(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
^bb3:
  return
}

// -----

func.func @cond_br_weights(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2 {branch_weights = array<i32: 3, 7>}
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

func.func @cond_br_weights_passthrough(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2 {branch_weights = array<i32: 3, 7>}
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  "test.other"() : () -> ()
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}
