// affine.for (constant, symbol and min/max bounds, steps, iter_args),
// affine.apply with floordiv/mod/ceildiv, affine.load/store over dims and
// symbols, after bufferization of the tensors around them.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4x6xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      affine.store %kf, %m[%i, %j] : memref<4x6xf32>
    }
  }
  // Transpose-like reads with symbols and mod/floordiv.
  %t = memref.alloc() : memref<6x4xf32>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 4 {
      %v = affine.load %m[(%j + symbol(%c3)) mod 4, %i] : memref<4x6xf32>
      affine.store %v, %t[%i, %j] : memref<6x4xf32>
    }
  }
  %tu = memref.cast %t : memref<6x4xf32> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  // A reduction with iter_args over a min/max bounded, stepped loop.
  %s:2 = affine.for %i = max affine_map<()[s0] -> (1, s0 - 5)>()[%c3] to min affine_map<()[s0] -> (s0, 23)>()[%c7] step 2 iter_args(%acc = %f0, %n = %f0) -> (f32, f32) {
    %r = affine.apply affine_map<(d0) -> (d0 floordiv 6)>(%i)
    %c = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%i)
    %v = affine.load %m[%r, %i mod 6] : memref<4x6xf32>
    %a = arith.addf %acc, %v : f32
    %b = arith.addf %n, %f1 : f32
    affine.yield %a, %b : f32, f32
  }
  %out = memref.alloc() : memref<2xf32>
  affine.store %s#0, %out[0] : memref<2xf32>
  affine.store %s#1, %out[1] : memref<2xf32>
  %ou = memref.cast %out : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ou) : (memref<*xf32>) -> ()
  return
}
