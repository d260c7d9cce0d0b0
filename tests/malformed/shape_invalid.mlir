// What is wrong: shape.assuming regions whose yield does not match the
// results, a yield outside shape.assuming, a region ending in another op or
// holding several blocks, const_witness without or with a non-bool
// `passing`, a non-witness result.
func.func @yield_count(%w: !shape.witness) {
  // expected-error @+1 {{'shape.assuming' op along control flow edge from Operation shape.assuming_yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = shape.assuming %w -> (i32) {
    // expected-note @+1 {{region branch point}}
    shape.assuming_yield
  }
  return
}

// -----

func.func @yield_type(%w: !shape.witness, %a: i64) {
  // expected-error @+1 {{'shape.assuming' op along control flow edge from Operation shape.assuming_yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = shape.assuming %w -> (i32) {
    // expected-note @+1 {{region branch point}}
    shape.assuming_yield %a : i64
  }
  return
}

// -----

func.func @yield_parent(%a: i32) {
  // expected-error @+1 {{'shape.assuming_yield' op expects parent op 'shape.assuming'}}
  shape.assuming_yield %a : i32
}

// -----

func.func @other_terminator(%w: !shape.witness) {
  // expected-error @+2 {{'shape.assuming' op expects regions to end with 'shape.assuming_yield', found 'test.op'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'shape.assuming_yield'}}
  "shape.assuming"(%w) ({
    "test.op"() : () -> ()
  }) : (!shape.witness) -> ()
  return
}

// -----

func.func @two_blocks(%w: !shape.witness) {
  // expected-error @+1 {{'shape.assuming' op expects region #0 to have 0 or 1 blocks}}
  "shape.assuming"(%w) ({
    cf.br ^bb1
  ^bb1:
    "shape.assuming_yield"() : () -> ()
  }) : (!shape.witness) -> ()
  return
}

// -----

func.func @no_passing() {
  // expected-error @+1 {{'shape.const_witness' op requires attribute 'passing'}}
  %0 = "shape.const_witness"() : () -> !shape.witness
  return
}

// -----

func.func @bad_passing() {
  // expected-error @+1 {{'shape.const_witness' op attribute 'passing' failed to satisfy constraint: bool attribute}}
  %0 = "shape.const_witness"() {passing = 1 : i32} : () -> !shape.witness
  return
}

// -----

func.func @no_msg(%c: i1) {
  // expected-error @+1 {{'shape.cstr_require' op requires attribute 'msg'}}
  %0 = "shape.cstr_require"(%c) : (i1) -> !shape.witness
  return
}
