// cf dialect: br (with/without operands), cond_br (with/without operands,
// same and different successors, branch weights), switch (default only,
// default + cases, with operands, negative case values), loops built from
// blocks, block arguments.

func.func @br_simple() {
  cf.br ^bb1
^bb1:
  return
}

// -----

func.func @br_operands(%a: i32, %b: f32) -> (i32, f32) {
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  return %x, %y : i32, f32
}

// -----

func.func @cond_br(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

func.func @cond_br_operands(%c: i1, %a: i32, %b: f32) -> f32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %b : f32, f32)
^bb1(%x: i32):
  %f = arith.sitofp %x : i32 to f32
  return %f : f32
^bb2(%y: f32, %z: f32):
  %s = arith.addf %y, %z : f32
  return %s : f32
}

// -----

// Same successor twice with different operands (the spec's dealloc example shape).
func.func @cond_br_same_succ(%c: i1, %m: memref<?xi8>, %n: memref<?xi8>) {
  cf.cond_br %c, ^bb1(%m : memref<?xi8>), ^bb1(%n : memref<?xi8>)
^bb1(%arg: memref<?xi8>):
  return
}

// -----

func.func @cond_br_weights(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2 {branch_weights = array<i32: 90, 10>}
^bb1:
  return
^bb2:
  return
}

// -----

func.func @switch_default_only(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_cases(%flag: i32, %a: i32, %b: f32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%flag : i32),
    -1: ^bb2,
    43: ^bb3(%b : f32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %a : i32
^bb3(%y: f32):
  %z = arith.fptosi %y : f32 to i32
  return %z : i32
}

// -----

func.func @switch_i64(%i: i64) {
  cf.switch %i : i64, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}

// -----

// A loop made of blocks: header with block arguments, back edge.
func.func @cfg_loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %c0 : index, index)
^header(%i: index, %acc: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %acc2 = arith.addi %acc, %i : index
  %i2 = arith.addi %i, %c1 : index
  cf.br ^header(%i2, %acc2 : index, index)
^exit:
  return %acc : index
}

// -----

// Block order and labels: blocks named in any order get renumbered ^bbN in
// textual order; an unreachable block (no pred comment).
func.func @block_labels(%c: i1) {
  cf.cond_br %c, ^z, ^a
^z:
  cf.br ^done
^a:
  cf.br ^done
^unreachable:
  cf.br ^done
^done:
  return
}

// -----

// Forward references to values defined in later blocks that dominate.
func.func @forward_ref(%c: i1) -> i32 {
  cf.br ^bb2
^bb1:
  return %v : i32
^bb2:
  %v = arith.constant 7 : i32
  cf.br ^bb1
}
