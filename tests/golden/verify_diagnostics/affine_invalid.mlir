// RUN: tbuf %s --split-input-file --verify-diagnostics
// The affine ops' verifier and parser messages; mlir-opt-22
// --split-input-file --verify-diagnostics accepts the same file.

func.func @load_not_a_dim(%m: memref<10xf32>, %n: index) {
  scf.for %i = %n to %n step %n {
    // expected-error @+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %0 = affine.load %m[%i] : memref<10xf32>
  }
  return
}

// -----

func.func @store_not_a_dim(%m: memref<10xf32>, %n: index, %f: f32) {
  scf.for %i = %n to %n step %n {
    // expected-error @+1 {{'affine.store' op operand cannot be used as a dimension id}}
    affine.store %f, %m[%i] : memref<10xf32>
  }
  return
}

// -----

func.func @bound_not_a_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = %i to 10 {
    }
  }
  return
}

// -----

func.func @apply_count(%n: index) {
  // expected-error @+1 {{dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0)>(%n)
  return
}

// -----

func.func @apply_results(%n: index) {
  // expected-error @+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @load_rank(%m: memref<10x10xf32>, %n: index) {
  // expected-error @+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = "affine.load"(%m, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10x10xf32>, index) -> f32
  return
}

// -----

func.func @bound_dims(%n: index) {
  // expected-error @+1 {{dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>(%n, %n) to 10 {
  }
  return
}

// -----

func.func @negative_step() {
  // expected-error @+1 {{expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @yield_count(%n: index) {
  %0 = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @non_affine(%m: memref<10xf32>, %n: index) {
  // expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %m[%n * %n] : memref<10xf32>
  return
}

// -----

func.func @parallel_not_a_dim(%n: index) {
  scf.for %i = %n to %n step %n {
    // expected-error @+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%j) = (%i) to (10) {
    }
  }
  return
}

// -----

func.func @parallel_groups(%n: index) {
  // expected-error @+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (1), and the number of steps (1) must all match}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}
