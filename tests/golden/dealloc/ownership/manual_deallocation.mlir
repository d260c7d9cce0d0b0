// RUN: tbuf %s --split-input-file --ownership-based-buffer-deallocation
// `bufferization.manual_deallocation`: allocations so marked are never owned
// by the pass, and frees so marked are accepted; a free of a buffer with a
// known ownership gets a run-time check that the block does not own it.
// Byte-identical to mlir-opt-22. (tbuf's cf dialect has no `cf.assert`; the
// pass registers it, with MLIR's assembly, when it is missing.)
func.func @manual_select(%c: i1) {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  %2 = arith.select %c, %0, %1 : memref<2xf32>
  memref.dealloc %2 {bufferization.manual_deallocation} : memref<2xf32>
  return
}

// -----

func.func @manual_free_checked() {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.dealloc %0 {bufferization.manual_deallocation} : memref<2xf32>
  return
}
