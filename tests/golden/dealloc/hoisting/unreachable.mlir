// RUN: tbuf %s --buffer-hoisting
// Allocations in unreachable blocks stay where they are.
// DIFFERS from mlir-opt-22: it crashes (segfault in
// findNearestCommonDominator) on @twoUnreachableBlocks; @unreachable_alloc
// (MLIR's own regression test) agrees.
func.func @unreachable_alloc(%arg0: f32) {
  %c0 = arith.constant 0 : index
  return
^bb1(%0: i32):
  %alloc = memref.alloc() : memref<10xf32>
  return
}
func.func @twoUnreachableBlocks(%arg0: f32) {
  return
^bb1:
  %alloc = memref.alloc() : memref<10xf32>
  cf.br ^bb2
^bb2:
  %alloc2 = memref.alloc() : memref<10xf32>
  memref.copy %alloc, %alloc2 : memref<10xf32> to memref<10xf32>
  return
}
