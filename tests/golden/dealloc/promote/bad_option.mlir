// RUN: tbuf %s --promote-buffers-to-stack=max-alloc-size-in-bytes=4294967296
// Options are 32-bit unsigned, as in mlir-opt-22, which reports the same
// "'4294967296' value invalid for uint argument!" (tbuf adds the pass and option).
func.func @returned() -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.cast %0 : memref<2xf32> to memref<?xf32>
  %2 = memref.cast %1 : memref<?xf32> to memref<2xf32>
  return %2 : memref<2xf32>
}
