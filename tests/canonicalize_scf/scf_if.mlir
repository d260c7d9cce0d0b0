// scf.if: fold and canonicalization patterns (MLIR 22).

func.func @static_true(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> (i32) {
    %x = "test.op"(%a, %b) : (i32, i32) -> i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

func.func @static_false(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> (i32) {
    scf.yield %a : i32
  } else {
    %y = "test.op"(%b) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @static_false_no_else(%a: i32) {
  %false = arith.constant false
  scf.if %false {
    "test.op"(%a) : (i32) -> ()
  }
  %true = arith.constant true
  scf.if %true {
    "test.other"(%a) : (i32) -> ()
  }
  return
}

// -----

func.func @to_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

func.func @partial_select(%c: i1, %a: i32, %b: i32, %f: f32) -> (i32, f32, i32) {
  %r:3 = scf.if %c -> (i32, f32, i32) {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x, %f, %b : i32, f32, i32
  } else {
    scf.yield %b, %f, %a : i32, f32, i32
  }
  return %r#0, %r#1, %r#2 : i32, f32, i32
}

// -----

func.func @unused_results(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.op"(%a) : (i32) -> i32
    %y = "test.op"(%b) : (i32) -> i32
    scf.yield %x, %y : i32, i32
  } else {
    %z = "test.other"(%a) : (i32) -> i32
    scf.yield %z, %z : i32, i32
  }
  return %r#1 : i32
}

// -----

func.func @all_results_unused(%c: i1, %a: i32) {
  %r = scf.if %c -> (i32) {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %z = "test.other"(%a) : (i32) -> i32
    scf.yield %z : i32
  }
  return
}

// -----

func.func @same_yield(%c: i1, %a: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x, %a : i32, i32
  } else {
    %z = "test.other"(%a) : (i32) -> i32
    scf.yield %z, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @condition_propagation(%c: i1, %a: i32) {
  scf.if %c {
    "test.use"(%c, %a) : (i1, i32) -> ()
    scf.if %c {
      "test.use"(%c) : (i1) -> ()
    }
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  "test.use"(%c) : (i1) -> ()
  return
}

// -----

func.func @combine_ifs(%c: i1, %a: i32) -> (i32, i32) {
  %r = scf.if %c -> (i32) {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.other"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  %s = scf.if %c -> (i32) {
    %u = "test.use"(%r) : (i32) -> i32
    scf.yield %u : i32
  } else {
    %v = "test.use2"(%r) : (i32) -> i32
    scf.yield %v : i32
  }
  return %r, %s : i32, i32
}

// -----

func.func @combine_ifs_no_results(%c: i1, %a: i32) {
  scf.if %c {
    "test.op"(%a) : (i32) -> ()
  }
  scf.if %c {
    "test.op2"(%a) : (i32) -> ()
  } else {
    "test.op3"(%a) : (i32) -> ()
  }
  return
}

// -----

func.func @combine_nested(%c: i1, %d: i1, %a: i32) {
  scf.if %c {
    scf.if %d {
      "test.op"(%a) : (i32) -> ()
    }
  }
  return
}

// -----

func.func @combine_nested_results(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = scf.if %d -> (i32) {
      %x = "test.op"(%a) : (i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @empty_else(%c: i1, %a: i32) {
  scf.if %c {
    "test.op"(%a) : (i32) -> ()
  } else {
  }
  return
}

// -----

func.func @negated_condition(%c: i1, %a: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.then"(%a) : (i32) -> ()
  } else {
    "test.else"(%a) : (i32) -> ()
  }
  return
}

// -----

func.func @keep_if(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.other"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
