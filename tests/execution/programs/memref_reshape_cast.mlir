// Memref-level: collapse_shape / expand_shape, reinterpret_cast to a new
// shape and strides, memref.cast static<->dynamic, extract_strided_metadata
// and extract_aligned_pointer_as_index (printed modulo the alignment).
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() {alignment = 128 : i64} : memref<12xf64>
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %q = arith.constant 0.25 : f64
    %v = arith.mulf %f, %q : f64
    memref.store %v, %m[%i] : memref<12xf64>
  }
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 3, 2] : memref<12xf64> into memref<2x3x2xf64>
  %eu = memref.cast %e : memref<2x3x2xf64> to memref<*xf64>
  call @printMemrefF64(%eu) : (memref<*xf64>) -> ()
  %c = memref.collapse_shape %e [[0], [1, 2]] : memref<2x3x2xf64> into memref<2x6xf64>
  %cu = memref.cast %c : memref<2x6xf64> to memref<*xf64>
  call @printMemrefF64(%cu) : (memref<*xf64>) -> ()
  %r = memref.reinterpret_cast %m to offset: [1], sizes: [3, 3], strides: [4, 1] : memref<12xf64> to memref<3x3xf64, strided<[4, 1], offset: 1>>
  %ru = memref.cast %r : memref<3x3xf64, strided<[4, 1], offset: 1>> to memref<*xf64>
  call @printMemrefF64(%ru) : (memref<*xf64>) -> ()
  %d = memref.cast %c : memref<2x6xf64> to memref<?x?xf64>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %d : memref<?x?xf64> -> memref<f64>, index, index, index, index, index
  %s0 = arith.index_cast %sizes#0 : index to i64
  %s1 = arith.index_cast %sizes#1 : index to i64
  %t0 = arith.index_cast %strides#0 : index to i64
  %o = arith.index_cast %off : index to i64
  call @printI64(%s0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%s1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%t0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%o) : (i64) -> ()
  call @printNewline() : () -> ()
  %p = memref.extract_aligned_pointer_as_index %m : memref<12xf64> -> index
  %c128 = arith.constant 128 : index
  %pm = arith.remui %p, %c128 : index
  %pmi = arith.index_cast %pm : index to i64
  call @printI64(%pmi) : (i64) -> ()
  call @printNewline() : () -> ()
  %baseu = memref.cast %base : memref<f64> to memref<*xf64>
  call @printMemrefF64(%baseu) : (memref<*xf64>) -> ()
  return
}
