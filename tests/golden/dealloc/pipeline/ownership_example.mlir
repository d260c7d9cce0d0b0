// RUN: tbuf %s --buffer-deallocation-pipeline
// The @example of OwnershipBasedBufferDeallocation.md (with a size for the
// dynamic allocations and memref.copy for test.copy, which mlir-opt-22 does
// not have) through the whole pipeline: the dealloc of the branch's block
// has several memrefs and retained values, so it calls the generic
// dealloc_helper. Same output as mlir-opt-22 --buffer-deallocation-pipeline.
func.func @example(%memref: memref<?xi8>, %n: index, %select_cond: i1, %br_cond: i1) {
  %alloc = memref.alloc(%n) : memref<?xi8>
  %alloca = memref.alloca(%n) : memref<?xi8>
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xi8>
  cf.cond_br %br_cond, ^bb1(%alloc : memref<?xi8>), ^bb1(%memref : memref<?xi8>)
^bb1(%bbarg: memref<?xi8>):
  memref.copy %bbarg, %select : memref<?xi8> to memref<?xi8>
  return
}
