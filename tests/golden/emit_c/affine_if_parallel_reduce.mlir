// RUN: tbuf %s --emit=c
// affine.if -> `if` over the integer set's constraints (`e >= 0` /
// `e == 0`, affine expressions as for maps), results declared before it
// and assigned from each region's yield; affine.parallel reductions ->
// accumulators initialised to the kind's identity, folded with a helper per
// kind and type after each iteration's body.
#set = affine_set<(d0)[s0] : (d0 mod 2 == 0, s0 - d0 - 1 >= 0)>
func.func @f(%m: memref<8xf32>, %n: index) -> (f32, f32, i32, i64) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.if #set(%i)[%n] {
      affine.store %z, %m[%i] : memref<8xf32>
    }
  }
  %s:2 = affine.parallel (%i) = (0) to (8) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i] : memref<8xf32>
    %w = affine.if #set(%i)[%n] -> f32 {
      affine.yield %v : f32
    } else {
      %x = arith.addf %v, %v : f32
      affine.yield %x : f32
    }
    affine.yield %w, %v : f32, f32
  }
  %t:2 = affine.parallel (%i, %j) = (0, 0) to (%n, 3) reduce ("muli", "andi") -> (i32, i64) {
    %a = arith.index_cast %i : index to i32
    %b = arith.index_cast %j : index to i64
    affine.yield %a, %b : i32, i64
  }
  return %s#0, %s#1, %t#0, %t#1 : f32, f32, i32, i64
}
