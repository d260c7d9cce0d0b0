// RUN-FLAGS: --allow-unregistered-dialect
// Unregistered (unknown) ops in generic form: operands, results, multiple
// results, attributes, properties-free, regions (one, several, with block
// arguments, with multiple blocks), successors, nested inside registered ops,
// and at module level. Also unregistered dialect attributes/types.
// (Note: mlir-opt-22 registers a `test` dialect that allows unknown ops, so
// "test.*" ops parse even without the flag; "foo.*" ops need it.)

func.func @simple(%a: i32) -> i32 {
  %0 = "test.foo"(%a) {attr = 1} : (i32) -> i32
  %1 = "foo.bar"(%0, %a) {s = "str", u} : (i32, i32) -> i32
  "foo.sink"(%1) : (i32) -> ()
  "foo.nothing"() : () -> ()
  return %1 : i32
}

// -----

func.func @multi_results(%a: f32) -> (f32, i1) {
  %0:2 = "foo.split"(%a) : (f32) -> (f32, i1)
  %1, %2 = "foo.split"(%0#0) : (f32) -> (f32, i1)
  return %1, %2 : f32, i1
}

// -----

func.func @with_region(%a: i32) -> i32 {
  %0 = "foo.region_op"(%a) ({
    "foo.inner"() : () -> ()
    "foo.terminator"() : () -> ()
  }) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @region_args(%a: i32) -> i32 {
  %0 = "test.foo"(%a) ({
  ^bb0(%x: i32, %y: f32):
    %1 = arith.addi %x, %x : i32
    "foo.yield"(%1) : (i32) -> ()
  }) {attr = 1} : (i32) -> i32
  return %0 : i32
}

// -----

func.func @multi_region(%c: i1) {
  "foo.if"(%c) ({
    "foo.yield"() : () -> ()
  }, {
    %0 = "foo.val"() : () -> i32
    "foo.yield"(%0) : (i32) -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @multi_block_region() {
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

// -----

// Unknown terminator with successors at function level.
func.func @unknown_branch(%a: i32) {
  "foo.switch"(%a)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  return
^bb2:
  return
}

// -----

// Unknown ops directly inside the module, with a symbol.
"foo.global"() {sym_name = "g", value = 3 : i32} : () -> ()
%top = "foo.top_value"() : () -> index
"foo.use"(%top) : (index) -> ()
func.func @f() {
  return
}

// -----

// Unregistered attributes and types.
func.func @opaque(%a: !foo.type, %b: !foo<"type<with params>">) -> !foo.type attributes {x = #foo.attr, y = #foo<"attr<1, 2>">} {
  %0 = "foo.op"(%a, %b) {z = #foo.attr<params>} : (!foo.type, !foo<"type<with params>">) -> !foo.type
  return %0 : !foo.type
}

// -----

// Unknown ops with regions inside registered region ops.
func.func @nested_in_scf(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    "foo.body"(%i) ({
      "foo.end"() : () -> ()
    }) : (index) -> ()
  }
  return
}

// -----

// Properties on an unknown op.
func.func @props() {
  "foo.with_props"() <{p = 1 : i32}> {q = 2 : i32} : () -> ()
  return
}
