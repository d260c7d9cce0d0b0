// RUN: tbuf %s --buffer-deallocation-pipeline=private-function-dynamic-ownership
// Calls of a private function returning a fresh buffer (private-function-dynamic-ownership passed through to the ownership pass).
// DIFFERS from mlir-opt-22 on purpose (tbuf additions, fewer runtime checks,
// see docs/deallocation-lowering.md): @callee always returns a buffer it
// allocated, so tbuf's buffer-deallocation-simplification knows the two call
// results in @caller are distinct allocations and splits their dealloc: two
// pointer compares against the returned value instead of mlir-opt's
// dealloc_helper call (five temporary buffers and the helper's loops). And
// @callee returns the ownership indicator `true` at its only return, so the
// indicators of both calls are `true` in @caller (inter-procedural
// ownership): the returned select of the two results is owned, its run-time
// clone (`scf.if %owned ... else clone`) and the `and` with the indicators
// go away. The ownership pass output is the same as mlir-opt's.
func.func private @callee(%arg0: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %a : memref<2xf32> to memref<2xf32>
  return %a : memref<2xf32>
}

func.func @caller(%arg0: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %0 = call @callee(%arg0) : (memref<2xf32>) -> memref<2xf32>
  %1 = call @callee(%0) : (memref<2xf32>) -> memref<2xf32>
  %r = arith.select %c, %0, %1 : memref<2xf32>
  return %r : memref<2xf32>
}
