// affine.parallel reductions: float sums, products and NaN-free maximum /
// minimum over a 2-d iteration space, integer sums, products and bitwise
// and/or, a stepped and an empty iteration space (identities), and a
// reduction nested in an affine.for.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %m = memref.alloc() : memref<4x3xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 3 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 - 5)>(%i, %j)
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      %h = arith.constant 0.5 : f32
      %v = arith.mulf %kf, %h : f32
      affine.store %v, %m[%i, %j] : memref<4x3xf32>
    }
  }
  %r:4 = affine.parallel (%i, %j) = (0, 0) to (4, 3) reduce ("addf", "maximumf", "minimumf", "mulf") -> (f32, f32, f32, f32) {
    %v = affine.load %m[%i, %j] : memref<4x3xf32>
    %one = arith.constant 1.0 : f32
    %p = arith.addf %v, %one : f32
    affine.yield %v, %v, %v, %p : f32, f32, f32, f32
  }
  call @printF32(%r#0) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%r#1) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%r#2) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%r#3) : (f32) -> ()
  call @printNewline() : () -> ()

  %s:4 = affine.parallel (%i) = (1) to (10) step (2) reduce ("addi", "muli", "andi", "ori") -> (i64, i64, i64, i64) {
    %ii = arith.index_cast %i : index to i64
    %c12 = arith.constant 12 : i64
    %x = arith.addi %ii, %c12 : i64
    affine.yield %ii, %ii, %x, %ii : i64, i64, i64, i64
  }
  call @printI64(%s#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%s#1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%s#2) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%s#3) : (i64) -> ()
  call @printNewline() : () -> ()

  %e:2 = affine.parallel (%i) = (5) to (5) reduce ("mulf", "addi") -> (f64, i64) {
    %c = arith.constant 3.0 : f64
    %d = arith.constant 3 : i64
    affine.yield %c, %d : f64, i64
  }
  call @printF64(%e#0) : (f64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%e#1) : (i64) -> ()
  call @printNewline() : () -> ()

  %rows = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %t = affine.parallel (%j) = (0) to (3) reduce ("addf") -> (f32) {
      %v = affine.load %m[%i, %j] : memref<4x3xf32>
      affine.yield %v : f32
    }
    affine.store %t, %rows[%i] : memref<4xf32>
  }
  %u = memref.cast %rows : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
