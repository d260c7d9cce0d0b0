// RUN: tbuf %s --buffer-results-to-out-params
// Only identity or fully dynamic layouts can be allocated by the caller.
func.func private @bad() -> memref<4xf32, strided<[2]>> {
  %d = memref.alloc() : memref<8xf32>
  %s = memref.subview %d[0][4][2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  return %s : memref<4xf32, strided<[2]>>
}
