// RUN: tbuf %s --emit=c
// bufferization.clone is an identity-layout allocation plus a copy;
// a bufferization.dealloc that survived lowering frees each memref whose
// condition holds unless it aliases a retained one (or one freed before
// it), and returns the retained memrefs' updated ownership.
func.func @own(%m: memref<?xf32, strided<[?], offset: ?>>, %cond: i1, %keep: memref<4xf32>) -> (memref<?xf32>, i1) {
  %c = bufferization.clone %m : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %r = memref.cast %c : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
  %a = memref.alloc() : memref<4xf32>
  %o = bufferization.dealloc (%a, %keep : memref<4xf32>, memref<4xf32>) if (%cond, %cond) retain (%keep : memref<4xf32>)
  return %r, %o : memref<?xf32>, i1
}
