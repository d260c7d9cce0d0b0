// affine.parallel (expression, max/min-group and stepped bounds), nested in
// and around affine.for, writing a buffer that is then printed.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %f0 = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<6x8xf32>
  linalg.fill ins(%f0 : f32) outs(%m : memref<6x8xf32>)
  affine.parallel (%i, %j) = (0, max(%c2 - 1, 0)) to (min(6, %c5 + 10), 8) step (2, 3) {
    %k = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f32
    affine.store %kf, %m[%i, %j] : memref<6x8xf32>
  }
  affine.for %i = 0 to 6 step 2 {
    affine.parallel (%j) = (%i floordiv 2) to (%i + 1) {
      %v = affine.load %m[%i, %j + 1] : memref<6x8xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %m[%i + 1, %j] : memref<6x8xf32>
    }
  }
  %u = memref.cast %m : memref<6x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
