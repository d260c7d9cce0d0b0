// RUN: tbuf %s --ownership-based-buffer-deallocation
// The @example of MLIR's OwnershipBasedBufferDeallocation document, with
// memref.copy in place of test.copy (so mlir-opt-22 accepts it too) and
// sized allocations. Output is byte-identical to mlir-opt-22's.
func.func @example(%memref: memref<?xi8>, %select_cond: i1, %br_cond: i1) {
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc(%c4) : memref<?xi8>
  %alloca = memref.alloca(%c4) : memref<?xi8>
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xi8>
  cf.cond_br %br_cond, ^bb1(%alloc : memref<?xi8>), ^bb1(%memref : memref<?xi8>)
^bb1(%bbarg: memref<?xi8>):
  memref.copy %bbarg, %select : memref<?xi8> to memref<?xi8>
  return
}
