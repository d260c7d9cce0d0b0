// cf.br / cf.cond_br / cf.switch canonicalization patterns.

func.func @cond_br_true() {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

// -----

func.func @cond_br_false_with_operands(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

func.func @br_single_predecessor(%a: i32) -> i32 {
  "test.a"() : () -> ()
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %0 = "test.b"(%x) : (i32) -> i32
  cf.br ^bb2(%0 : i32)
^bb2(%y: i32):
  return %y : i32
}

// -----

func.func @br_pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  "test.use"(%x) : (i32) -> ()
  cf.br ^bb4(%x : i32)
^bb4(%y: i32):
  return %y : i32
}

// -----

func.func @cond_br_pass_through(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb4
^bb3(%y: i32):
  "test.a"(%y) : (i32) -> ()
  cf.br ^bb5
^bb4:
  "test.b"() : () -> ()
  cf.br ^bb5
^bb5:
  "test.c"() : () -> ()
  return
}

// -----

func.func @cond_br_same_successor(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

func.func @cond_br_same_successor_select(%c: i1, %a: i32, %b: i32, %d: f32) {
  cf.cond_br %c, ^bb1(%a, %d : i32, f32), ^bb1(%b, %d : i32, f32)
^bb1(%x: i32, %y: f32):
  "test.use"(%x, %y) : (i32, f32) -> ()
  return
}

// -----

func.func @cond_br_same_condition(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "test.b"() : () -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
}

// -----

func.func @cond_br_truth_propagation(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.t"(%c) : (i1) -> ()
  return
^bb2:
  "test.f"(%c) : (i1) -> ()
  return
}

// -----

func.func @switch_constant_flag(%a: i32) {
  %c42 = arith.constant 42 : i32
  cf.switch %c42 : i32, [
    default: ^bb1,
    42: ^bb2(%a : i32),
    43: ^bb3
  ]
^bb1:
  "test.default"() : () -> ()
  return
^bb2(%x: i32):
  "test.case42"(%x) : (i32) -> ()
  return
^bb3:
  "test.case43"() : () -> ()
  return
}

// -----

func.func @switch_constant_flag_default() {
  %c7 = arith.constant 7 : i32
  cf.switch %c7 : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.default"() : () -> ()
  return
^bb2:
  "test.case42"() : () -> ()
  return
}

// -----

func.func @switch_only_default(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1
  ]
^bb1:
  "test.a"() : () -> ()
  return
}

// -----

func.func @switch_cases_matching_default(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb2
  ]
^bb1(%x: i32):
  "test.a"(%x) : (i32) -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

// -----

func.func @switch_pass_through(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    5: ^bb2(%a : i32)
  ]
^bb1:
  cf.br ^bb3
^bb2(%x: i32):
  cf.br ^bb4(%x : i32)
^bb3:
  "test.default"() : () -> ()
  return
^bb4(%y: i32):
  "test.five"(%y) : (i32) -> ()
  return
}

// -----

func.func @switch_from_switch(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  "test.default"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3,
    1: ^bb4,
    2: ^bb5
  ]
^bb2:
  "test.one"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3,
    1: ^bb5,
    2: ^bb4
  ]
^bb3:
  "test.x"() : () -> ()
  return
^bb4:
  "test.y"() : () -> ()
  return
^bb5:
  "test.z"() : () -> ()
  return
}

// -----

func.func @loop_not_merged(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  "test.body"(%i) : (index) -> ()
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next : index)
^bb3:
  return
}

// -----

func.func @unreachable_block_erased() {
  cf.br ^bb2
^bb1:
  "test.dead"() : () -> ()
  cf.br ^bb2
^bb2:
  "test.live"() : () -> ()
  return
}

// -----

func.func @cond_br_weights_kept(%c: i1) {
  cf.cond_br %c weights([3, 7]), ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}
