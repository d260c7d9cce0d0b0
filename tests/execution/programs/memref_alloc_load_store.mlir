// Memref-level program: memref.alloc (with alignment), alloca, load/store in
// scf loops, memref.dim on a dynamic alloc. The deallocation pipeline adds
// the frees; the runtime must report none leaked.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ij = arith.muli %i, %c4 : index
      %k = arith.addi %ij, %j : index
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      %h = arith.constant 0.5 : f32
      %v = arith.mulf %kf, %h : f32
      memref.store %v, %m[%i, %j] : memref<3x4xf32>
    }
  }
  %u = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %n = arith.constant 5 : index
  %d = memref.alloc(%n) : memref<?xi64>
  %a = memref.alloca() : memref<i64>
  %z = arith.constant 0 : i64
  memref.store %z, %a[] : memref<i64>
  %len = memref.dim %d, %c0 : memref<?xi64>
  scf.for %i = %c0 to %len step %c1 {
    %acc = memref.load %a[] : memref<i64>
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %acc2 = arith.addi %acc, %sq : i64
    memref.store %acc2, %a[] : memref<i64>
    memref.store %acc2, %d[%i] : memref<?xi64>
  }
  %du = memref.cast %d : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%du) : (memref<*xi64>) -> ()
  %au = memref.cast %a : memref<i64> to memref<*xi64>
  call @printMemrefI64(%au) : (memref<*xi64>) -> ()
  return
}
