// RUN: tbuf %s --split-input-file --verify-diagnostics
// affine.parallel reductions: parser and verifier messages; mlir-opt-22
// --split-input-file --verify-diagnostics accepts the same file.
func.func @unknown_kind() {
  // expected-error @+1 {{custom op 'affine.parallel' invalid reduction value: "bogus"}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("bogus") -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @int_kind_on_float() {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("addi") -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @maxnumf_not_accepted(%c: f32) {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxnumf") -> f32 {
    affine.yield %c : f32
  }
  return
}

// -----

func.func @signed_kind_on_signless(%c: i32) {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> i32 {
    affine.yield %c : i32
  }
  return
}

// -----

func.func @missing_reduction(%c: f32) {
  // expected-error @+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r:2 = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (f32, f32) {
    affine.yield %c, %c : f32, f32
  }
  return
}

// -----

func.func @yield_count(%c: f32) {
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (f32) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @yield_type(%c: f32, %d: f64) {
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (f32) {
    // expected-error @+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %d : f64
  }
  return
}

// -----

func.func @invalid_kind_value(%c: f32) {
  // expected-error @+1 {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [16], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%c) : (f32) -> ()
  }) : () -> f32
  return
}

// -----

func.func @not_a_string(%c: f32) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  %r = affine.parallel (%i) = (0) to (10) reduce (3) -> f32 {
    affine.yield %c : f32
  }
  return
}
