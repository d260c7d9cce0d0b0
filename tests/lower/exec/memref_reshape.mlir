// memref.expand_shape / collapse_shape / reinterpret_cast on memrefs.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc() : memref<6xi32>
  scf.for %i = %c0 to %c6 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %a[%i] : memref<6xi32>
  }
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 3] : memref<6xi32> into memref<2x3xi32>
  %u = memref.cast %e : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %r = memref.reinterpret_cast %a to offset: [1], sizes: [2, 2], strides: [3, 1] : memref<6xi32> to memref<2x2xi32, strided<[3, 1], offset: 1>>
  %v = memref.cast %r : memref<2x2xi32, strided<[3, 1], offset: 1>> to memref<*xi32>
  call @printMemrefI32(%v) : (memref<*xi32>) -> ()
  %c = memref.collapse_shape %e [[0, 1]] : memref<2x3xi32> into memref<6xi32>
  %w = memref.cast %c : memref<6xi32> to memref<*xi32>
  call @printMemrefI32(%w) : (memref<*xi32>) -> ()
  return
}
