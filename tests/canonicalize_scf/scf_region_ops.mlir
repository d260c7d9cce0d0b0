// scf.execute_region and scf.index_switch: canonicalization patterns
// (MLIR 22).

func.func @single_block(%a: i32) -> i32 {
  "test.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  "test.after"(%r) : (i32) -> ()
  return %r : i32
}

// -----

func.func @no_inline(%a: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x, %a : i32, i32
  }
  return %r#1 : i32
}

// -----

func.func @nested_in_loop(%a: i32, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %r = scf.execute_region -> i32 {
      %x = "test.op"(%a, %i) : (i32, index) -> i32
      scf.yield %x : i32
    }
    "test.use"(%r) : (i32) -> ()
  }
  return
}

// -----

func.func @switch_constant(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c1 -> i32
  case 1 {
    %x = "test.one"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  case 2 {
    %y = "test.two"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  default {
    scf.yield %a : i32
  }
  %s = scf.index_switch %c7 -> i32
  case 1 {
    %x = "test.one"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  default {
    %z = "test.default"(%a) : (i32) -> i32
    scf.yield %z : i32
  }
  return %r, %s : i32, i32
}

// -----

func.func @switch_unused_result(%i: index, %a: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %x = "test.a"() : () -> i32
    scf.yield %x, %a : i32, i32
  }
  default {
    %y = "test.b"() : () -> i32
    scf.yield %y, %a : i32, i32
  }
  return %r#1 : i32
}
