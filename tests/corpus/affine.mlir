// affine dialect: affine.apply with dims and symbols, affine.for with
// constant, symbol, map and min/max bounds, steps and iter_args,
// affine.load/affine.store subscripts over dims, symbols and constants,
// affine.parallel with expression, max/min-group and stepped bounds.

func.func @apply(%i: index, %n: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%n]
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 4 - 1)>(%0)
  %2 = affine.apply affine_map<()[s0, s1] -> (s0 mod 3 + s1 ceildiv 2)>()[%n, %i]
  return %1, %2 : index, index
}

// -----

func.func @loops(%m: memref<10x10xf32>, %n: index, %k: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n] step 2 {
      %v = affine.load %m[%i, %j + 1] : memref<10x10xf32>
      affine.store %v, %m[%j - %i, symbol(%n) * 2] : memref<10x10xf32>
    }
  }
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1)>(%n, %k) to %n {
  }
  affine.for %i = -4 to 4 step 3 {
    %v = affine.load %m[%i + 4, -%i + 5] : memref<10x10xf32>
    affine.store %v, %m[(%i + 4) floordiv 2, %i mod 2] : memref<10x10xf32>
  }
  return
}

// -----

func.func @reduce(%m: memref<16xf32>, %n: index) -> (f32, index) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %r:2 = affine.for %i = 0 to %n iter_args(%acc = %c0, %cnt = %c1) -> (f32, index) {
    %v = affine.load %m[%i] : memref<16xf32>
    %s = arith.addf %acc, %v : f32
    %c = affine.apply affine_map<(d0) -> (d0 + 1)>(%cnt)
    affine.yield %s, %c : f32, index
  }
  return %r#0, %r#1 : f32, index
}

// -----

func.func @parallel(%m: memref<10x10xf32>, %n: index, %k: index) {
  affine.parallel (%i, %j) = (0, 0) to (10, %n) step (2, 1) {
    %v = affine.load %m[%i, %j] : memref<10x10xf32>
    affine.store %v, %m[%j, %i] : memref<10x10xf32>
  }
  affine.parallel (%i) = (max(%n, %k floordiv 2)) to (min(10, %n + 2)) {
  }
  affine.parallel (%i) = (symbol(%n)) to (10) {
  }
  affine.parallel (%i, %j) = (0, 0) to (4, 4) {
    affine.parallel (%l) = (%i) to (%j + 1) {
      %v = affine.load %m[%l, %l] : memref<10x10xf32>
    }
  }
  return
}
