// RUN: tbuf %s --split-input-file --verify-diagnostics
// affine.if's parser and verifier messages (and affine.yield's inside it);
// mlir-opt-22 --split-input-file --verify-diagnostics accepts the same file.
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
func.func @results_without_else(%i: index) -> f32 {
  %c = arith.constant 1.0 : f32
  // expected-error @+2 {{'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note @+1 {{region branch point}}
  %r = affine.if #set(%i)[%i] -> f32 {
    affine.yield %c : f32
  }
  return %r : f32
}

// -----

#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
func.func @missing_symbol(%i: index) {
  // expected-error @+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if #set(%i) {
  }
  return
}

// -----

#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
func.func @extra_dim(%i: index) {
  // expected-error @+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if #set(%i, %i)[%i] {
  }
  return
}

// -----

func.func @not_a_set(%i: index) {
  // expected-error @+1 {{invalid kind of attribute specified}}
  affine.if affine_map<(d0) -> (d0)>(%i) {
  }
  return
}

// -----

#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
func.func @operand_count(%i: index) {
  // expected-error @+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%i) <{condition = #set}> ({ "affine.yield"() : () -> () }, {}) : (index) -> ()
  return
}

// -----

func.func @no_condition(%i: index) {
  // expected-error @+1 {{'affine.if' op requires attribute 'condition'}}
  "affine.if"(%i) ({ "affine.yield"() : () -> () }, {}) : (index) -> ()
  return
}

// -----

#set = affine_set<(d0) : (d0 >= 0)>
func.func @yield_type(%i: index) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = affine.if #set(%i) -> f32 {
    // expected-error @+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %i : index
  } else {
    affine.yield %c : f32
  }
  return %r : f32
}

// -----

#set = affine_set<(d0) : (d0 >= 0)>
func.func @yield_count(%i: index) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = affine.if #set(%i) -> f32 {
    affine.yield %c : f32
  } else {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return %r : f32
}

// -----

#set = affine_set<(d0) : (d0 >= 0)>
func.func @not_a_dim(%i: index) {
  affine.for %k = 0 to 10 {
    %v = arith.addi %k, %k : index
    // expected-error @+1 {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if #set(%v) {
    }
  }
  return
}

// -----

#set = affine_set<(d0)[s0] : (d0 >= 0)>
func.func @not_a_symbol(%i: index) {
  affine.for %k = 0 to 10 {
    // expected-error @+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if #set(%k)[%k] {
    }
  }
  return
}

// -----

#set = affine_set<(d0) : (d0 >= 0)>
func.func @region_arguments(%i: index) {
  // expected-error @+1 {{'affine.if' op region #0 should have no arguments}}
  "affine.if"(%i) <{condition = #set}> ({ ^bb0(%x: index): "affine.yield"() : () -> () }, {}) : (index) -> ()
  return
}

// -----

#set = affine_set<(d0) : (d0 >= 0)>
func.func @one_region(%i: index) {
  // expected-error @+1 {{'affine.if' op expected 2 regions}}
  "affine.if"(%i) <{condition = #set}> ({ "affine.yield"() : () -> () }) : (index) -> ()
  return
}

// -----

#set = affine_set<(d0) : (d0 >= 0)>
func.func @empty_then(%i: index) {
  // expected-error @+1 {{'affine.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "affine.if"(%i) <{condition = #set}> ({ }, {}) : (index) -> ()
  return
}

// -----

#set = affine_set<(d0) : (d0 >= 0)>
func.func @no_terminator(%i: index) {
  // expected-error @+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 0 : index}> : () -> index}}
  "affine.if"(%i) <{condition = #set}> ({ %x = arith.constant 0 : index }, {}) : (index) -> ()
  return
}

// -----

#set = affine_set<(d0) : (d0 >= 0)>
func.func @index_operands_only(%i: i32) {
  // expected-error @+1 {{'affine.if' op operand cannot be used as a dimension id}}
  "affine.if"(%i) <{condition = #set}> ({ "affine.yield"() : () -> () }, {}) : (i32) -> ()
  return
}
