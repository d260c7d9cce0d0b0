// RUN: tbuf %s --emit=c
// The innermost loop of a structured op is split where the payload clamps or
// compares its index against a constant: `max(j - 1, 0)` flips at j = 1,
// `min(j + 1, 7)` after j = 6, so j runs over [0, 1), [1, 7), [7, 8), each
// piece with the same body, whose clamps the C compiler then folds. With a
// dynamic size the pieces' upper bounds are clamped to it at run time. A
// comparison with the outer index (invariant in the innermost loop) splits
// nothing.
func.func @blur(%a: memref<4x8xf32>, %out: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%out : memref<4x8xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %jl = arith.maxsi %jm, %c0 : index
      %jr = arith.minsi %jp, %c7 : index
      %vl = memref.load %a[%i, %jl] : memref<4x8xf32>
      %vr = memref.load %a[%i, %jr] : memref<4x8xf32>
      %s = arith.addf %vl, %vr : f32
      linalg.yield %s : f32
  }
  return
}

func.func @edges(%a: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  linalg.generic {indexing_maps = [affine_map<(j) -> (j)>], iterator_types = ["parallel"]}
      outs(%a : memref<?xi32>) {
    ^bb0(%o: i32):
      %j = linalg.index 0 : index
      %small = arith.cmpi slt, %j, %c3 : index
      %v = arith.select %small, %one, %zero : i32
      linalg.yield %v : i32
  }
  return
}

func.func @rows(%a: memref<4x8xf32>) {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%a : memref<4x8xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %first = arith.cmpi eq, %i, %c1 : index
      %v = arith.select %first, %zero, %o : f32
      linalg.yield %v : f32
  }
  return
}
