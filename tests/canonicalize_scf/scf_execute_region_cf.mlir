// scf.execute_region with several blocks: MultiBlockExecuteInliner splices
// the blocks into the function's CFG (directly in a function; not inside a
// loop), then the cf dialect's patterns merge the branch into the
// single-predecessor entry block, as in mlir-opt.

func.func @multi_block(%a: i32) -> i32 {
  "test.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    %c = "test.cond"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.op1"(%a) : (i32) -> i32
    scf.yield %x : i32
  ^bb2:
    %y = "test.op2"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  "test.after"(%r) : (i32) -> ()
  return %r : i32
}

// -----

func.func @multi_block_in_loop(%a: i32, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %r = scf.execute_region -> i32 {
      %c = "test.cond"() : () -> i1
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %x = "test.op1"(%a) : (i32) -> i32
      scf.yield %x : i32
    ^bb2:
      %y = "test.op2"(%a) : (i32) -> i32
      scf.yield %y : i32
    }
    "test.use"(%r) : (i32) -> ()
  }
  return
}

