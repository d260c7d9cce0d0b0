// RUN: tbuf %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-print-dominance))'
// Region kinds as MLIR's DominanceInfo sees them: a single-block region of
// an unregistered op is a graph region (a block properly dominates itself),
// a multi-block one is SSACFG (mlir-opt-22 output).

func.func @single_block(%a: i32) -> i32 {
  %0 = "foo.region_op"(%a) ({
    "foo.inner"() : () -> ()
    "foo.terminator"() : () -> ()
  }) : (i32) -> i32
  return %0 : i32
}

func.func @multi_block() {
  "foo.cfg"() ({
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    %0 = "foo.val"() : () -> i32
    "foo.br"(%0)[^bb2] : (i32) -> ()
  ^bb2(%x: i32):
    "foo.ret"(%x) : (i32) -> ()
  }) : () -> ()
  return
}
