// RUN: tbuf %s --mlir-print-op-generic
// affine.if in generic form: the `condition` property (an integer set
// alias), two regions (an absent else region is `{}`), implicit
// affine.yields made explicit.
#band = affine_set<(d0, d1)[s0] : (d0 - d1 >= -1, d1 <= d0 + 1, s0 - 1 >= d0)>
#eq = affine_set<(i) : (i mod 2 == 0, 3 * i + 2 * i >= 5)>
#tautology = affine_set<(d0) : ()>
func.func @f(%i: index, %j: index, %n: index, %m: memref<10x10xf32>) -> (f32, index) {
  %c = arith.constant 1.0 : f32
  affine.if #band(%i, %j)[%n] {
    affine.store %c, %m[%i, %j] : memref<10x10xf32>
  }
  affine.if #eq(%i) {
    affine.store %c, %m[%i, %i + 1] : memref<10x10xf32>
  } else {
  }
  affine.if #tautology(%j) {
  } else {
    affine.store %c, %m[%j, %j] : memref<10x10xf32>
  } {tag = "taut"}
  %r = affine.if affine_set<(d0)[s0] : (d0 floordiv 4 - s0 == 0)>(%i)[%n] -> f32 {
    affine.yield %c : f32
  } else {
    %z = affine.load %m[%i, symbol(%n)] : memref<10x10xf32>
    affine.yield %z : f32
  }
  %p:2 = affine.if affine_set<() : (0 == 0)>() -> (index, f32) {
    affine.yield %i, %c : index, f32
  } else {
    affine.yield %j, %r : index, f32
  }
  affine.for %k = 0 to 10 {
    affine.if #band(%k, %i)[%n] {
      affine.if #eq(%k) {
        affine.store %p#1, %m[%k, %i] : memref<10x10xf32>
      }
    }
  }
  return %r, %p#0 : f32, index
}
