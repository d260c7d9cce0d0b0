// memref.realloc growing a buffer (old contents kept, new tail written
// after), memref.rank and tensor.rank, memref.alloca of a dynamic size.
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<3xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = arith.index_cast %i : index to i64
    %w = arith.muli %v, %v : i64
    memref.store %w, %m[%i] : memref<3xi64>
  }
  %g = memref.realloc %m(%c6) : memref<3xi64> to memref<?xi64>
  scf.for %i = %c3 to %c6 step %c1 {
    %v = arith.index_cast %i : index to i64
    %n = arith.subi %c0, %i : index
    %nv = arith.index_cast %n : index to i64
    memref.store %nv, %g[%i] : memref<?xi64>
  }
  %gu = memref.cast %g : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%gu) : (memref<*xi64>) -> ()
  %r = memref.rank %gu : memref<*xi64>
  %ri = arith.index_cast %r : index to i64
  call @printI64(%ri) : (i64) -> ()
  call @printNewline() : () -> ()
  %t = tensor.empty() : tensor<2x3x4xi64>
  %tr = tensor.rank %t : tensor<2x3x4xi64>
  %tri = arith.index_cast %tr : index to i64
  call @printI64(%tri) : (i64) -> ()
  call @printNewline() : () -> ()
  %a = memref.alloca(%c3) : memref<?xi64>
  %seven = arith.constant 7 : i64
  linalg.fill ins(%seven : i64) outs(%a : memref<?xi64>)
  %au = memref.cast %a : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%au) : (memref<*xi64>) -> ()
  return
}
