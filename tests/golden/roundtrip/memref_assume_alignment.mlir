// RUN: tbuf %s --canonicalize
// memref.assume_alignment round trip (result named %assume_align) and its fold: a repeated assumption with the same alignment is the first one; an unused one is dead (pure). Same output as mlir-opt-22.
func.func @chain(%m: memref<?x8xf16, strided<[8, 1], offset: ?>>) -> memref<?x8xf16, strided<[8, 1], offset: ?>> {
  %a = memref.assume_alignment %m, 32 : memref<?x8xf16, strided<[8, 1], offset: ?>>
  %b = memref.assume_alignment %a, 32 : memref<?x8xf16, strided<[8, 1], offset: ?>>
  %c = memref.assume_alignment %b, 128 : memref<?x8xf16, strided<[8, 1], offset: ?>>
  %unused = memref.assume_alignment %m, 8 : memref<?x8xf16, strided<[8, 1], offset: ?>>
  return %c : memref<?x8xf16, strided<[8, 1], offset: ?>>
}
