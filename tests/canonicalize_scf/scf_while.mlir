// scf.while: canonicalization patterns (MLIR 22).

func.func @condition_truth(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%p: i32, %q: i1):
    %n = "test.next"(%p, %q) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// -----

func.func @cmp_cond(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> (i32) {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %c2 = arith.cmpi slt, %p, %b : i32
    %c3 = arith.cmpi sge, %p, %b : i32
    %c4 = arith.cmpi eq, %p, %b : i32
    %n = "test.next"(%p, %c2, %c3, %c4) : (i32, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

func.func @align_args(%a: i32, %b: f32) -> (f32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = "test.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %n:2 = "test.next"(%p, %q) : (f32, i32) -> (i32, f32)
    scf.yield %n#0, %n#1 : i32, f32
  }
  return %r#0, %r#1 : f32, i32
}

// -----

func.func @unused_result(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.val"(%x) : (i32) -> i32
    scf.condition(%c) %x, %v : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// -----

func.func @duplicate_results(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.val"(%x) : (i32) -> i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @unused_before_arg(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n:2 = "test.next"(%p) : (i32) -> (i32, i32)
    scf.yield %n#0, %n#1 : i32, i32
  }
  return %r : i32
}

// -----

func.func @invariant_yielded(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @invariant_arg(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %r : i32
}

// -----

func.func @move_if_down(%a: i32, %k: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> (i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %s = "test.side"(%x) : (i32) -> i32
    %v = scf.if %c -> (i32) {
      %w = "test.work"(%x, %s, %k) : (i32, i32, i32) -> i32
      scf.yield %w : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

func.func @keep_while(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> (i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
