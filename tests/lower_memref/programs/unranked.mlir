// Ops on an unranked memref<*xf32>: reinterpret_cast from it,
// extract_aligned_pointer_as_index (same pointer as the ranked source),
// dealloc through its descriptor.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<2x3xf32>
  %one = arith.constant 1.5 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2x3xf32>)
  %u = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  %r = memref.reinterpret_cast %u to offset: [1], sizes: [%c2], strides: [3] : memref<*xf32> to memref<?xf32, strided<[3], offset: 1>>
  %two = arith.constant 2.0 : f32
  memref.store %two, %r[%c0] : memref<?xf32, strided<[3], offset: 1>>
  %p = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %p2 = memref.extract_aligned_pointer_as_index %a : memref<2x3xf32> -> index
  %eq = arith.cmpi eq, %p, %p2 : index
  scf.if %eq {
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  }
  memref.dealloc %u : memref<*xf32>
  return
}
