// Verifier and custom-parser errors of the scf ops, with mlir-opt-22's
// messages (checked with `mlir-opt-22 --split-input-file --verify-diagnostics`).

func.func @for_yield_type(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @for_empty_yield(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @for_yield_count(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    scf.yield %a, %a : f32, f32
  }
  return
}

// -----

func.func @for_iv_type(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  %0 = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: i32, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_result_type(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %0 = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> i32
  return
}

// -----

func.func @for_init_type(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %0 = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_result_count(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: index, %a: f32):
    scf.yield
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @for_block_args(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %0 = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: index):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_bound_types(%lb: index, %ub: i32, %s: index) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_float_bounds(%lb: f32, %ub: f32, %s: f32) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: f32):
    scf.yield
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @for_operand_count(%lb: index, %ub: index) {
  // expected-error @+1 {{'scf.for' op expected 3 or more operands, but found 2}}
  "scf.for"(%lb, %ub) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index) -> ()
  return
}

// -----

func.func @for_no_region(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%lb, %ub, %s) ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_terminator(%lb: index, %ub: index, %s: index) {
  // expected-error @+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.foo'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: index):
    "test.foo"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_unsigned_property(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{invalid properties {unsignedCmp = 1 : i64} for op scf.for: Invalid attribute `unsignedCmp` in property conversion: 1 : i64}}
  "scf.for"(%lb, %ub, %s) <{unsignedCmp = 1}> ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_parse_count(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32, f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @if_missing_else(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'f32'}}
  %0 = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    // expected-note @+1 {{region branch point}}
    scf.yield %c : i1
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.if %c -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_condition_type(%c: i32) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    scf.yield
  }, {}) : (i32) -> ()
  return
}

// -----

func.func @if_region_count(%c: i1) {
  // expected-error @+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @if_region_args(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    scf.yield
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @if_else_blocks(%c: i1) {
  // expected-error @+1 {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    scf.yield
  }, {
    scf.yield
  ^bb1:
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @while_result_type(%x: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = scf.while (%a = %x) : (i32) -> f32 {
    %c = arith.constant true
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: f32):
    scf.yield %x : i32
  }
  return
}

// -----

func.func @while_after_args(%x: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.constant true
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: f32):
    scf.yield %x : i32
  }
  return
}

// -----

func.func @while_yield_type(%x: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %f = arith.constant 1.0 : f32
    // expected-note @+1 {{region branch point}}
    scf.yield %f : f32
  }
  return
}

// -----

func.func @while_before_terminator(%x: i32) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    // expected-note @+1 {{terminator here}}
    scf.yield %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_after_terminator(%x: i32) {
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %c = arith.constant true
    // expected-note @+1 {{terminator here}}
    scf.condition(%c) %b : i32
  }
  return
}

// -----

func.func @while_input_types(%x: i32) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %0 = scf.while (%a = %x) : (i32, i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_entry_types(%x: i32) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note @+1 {{region branch point}}
  %0 = "scf.while"(%x) ({
  ^bb0(%a: f32):
    %c = arith.constant true
    scf.condition(%c) %x : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @while_empty_before() {
  // expected-error @+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  "scf.while"() ({
  }, {
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @condition_parent(%x: i32) {
  %c = arith.constant true
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c) %x : i32
}

// -----

func.func @yield_parent(%x: f32) {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield %x : f32
}

// -----

func.func @execute_region_args() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  %0 = scf.execute_region -> i32 {
  ^bb0(%a: i32):
    scf.yield %a : i32
  }
  return
}

// -----

func.func @execute_region_empty() {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  %0 = "scf.execute_region"() ({
  }) : () -> i32
  return
}

// -----

func.func @execute_region_yield_type(%a: i32) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = scf.execute_region -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.yield %a : i32
  }
  return
}

// -----

func.func @forall_arg_count(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @forall_iv_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @forall_out_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @forall_dynamic_bounds(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected 1 dynamic upper bound values}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @forall_segments(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 1, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @forall_missing_attr(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op requires attribute 'staticLowerBound'}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @forall_memref_out(%m: memref<4xf32>) {
  // expected-error @+1 {{'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = scf.forall (%i) in (4) shared_outs(%o = %m) -> (memref<4xf32>) {
  }
  return
}

// -----

func.func @forall_bound_type(%i: i32) {
  // expected-error @+1 {{'scf.forall' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.forall"(%i) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%x: index):
    scf.forall.in_parallel {}
  }) : (i32) -> ()
  return
}

// -----

func.func @forall_mapping_rank(%n: index) {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @forall_insert_dest(%t: tensor<4xf32>, %x: tensor<1xf32>) {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %x into %t[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @in_parallel_ops(%t: tensor<4xf32>) {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 0 : index
    }
  }
  return
}

// -----

func.func @in_parallel_parent() {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
}

// -----

func.func @index_switch_duplicate(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 2}}
  scf.index_switch %i
  case 2 {
    scf.yield
  }
  case 2 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @index_switch_yield_count(%i: index, %x: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %0 = scf.index_switch %i -> i32
  case 2 {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @index_switch_yield_type(%i: index, %x: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %0 = scf.index_switch %i -> f32
  default {
    // expected-note @+1 {{default region returns 'i32' here}}
    scf.yield %x : i32
  }
  return
}
