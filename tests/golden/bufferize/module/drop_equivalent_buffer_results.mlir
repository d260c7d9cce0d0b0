// RUN: tbuf %s --drop-equivalent-buffer-results
// Private functions lose results that are (casts of) their arguments; calls use the operand (cast back if needed). Public functions are untouched. Matches mlir-opt-22 byte for byte.
func.func private @callee(%a: memref<?xf32>, %b: memref<5xf32>, %i: i32) -> (memref<?xf32, strided<[?], offset: ?>>, memref<5xf32>, i32, memref<?xf32>) attributes {foo} {
  %c = memref.cast %a : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %alloc = memref.alloc() : memref<5xf32>
  %c1 = arith.constant 1 : index
  %d = memref.alloc(%c1) : memref<?xf32>
  return %c, %alloc, %i, %d : memref<?xf32, strided<[?], offset: ?>>, memref<5xf32>, i32, memref<?xf32>
}
func.func @pub(%a: memref<?xf32>) -> memref<?xf32> {
  return %a : memref<?xf32>
}
func.func @caller(%a: memref<?xf32>, %b: memref<5xf32>) -> (memref<?xf32, strided<[?], offset: ?>>, i32) {
  %i = arith.constant 3 : i32
  %r:4 = call @callee(%a, %b, %i) {bar} : (memref<?xf32>, memref<5xf32>, i32) -> (memref<?xf32, strided<[?], offset: ?>>, memref<5xf32>, i32, memref<?xf32>)
  %p = call @pub(%a) : (memref<?xf32>) -> memref<?xf32>
  return %r#0, %r#2 : memref<?xf32, strided<[?], offset: ?>>, i32
}
