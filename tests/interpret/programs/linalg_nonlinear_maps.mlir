// linalg.generic indexing maps with floordiv, mod and ceildiv (run through
// the interpreter's evaluated-map loops, with MLIR's rounding).
// The expected output is mlir-runner-22's (lowered without bufferization).
func.func private @printMemrefF32(memref<*xf32>)

#flat = affine_map<(d0) -> (d0)>
#split = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
#half = affine_map<(d0) -> (d0 ceildiv 2)>
#wrap = affine_map<(d0) -> ((d0 + 5) mod 3)>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %src = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %src[%i] : memref<8xf32>
  }
  %grid = memref.alloc() : memref<2x4xf32>
  linalg.generic {indexing_maps = [#flat, #split], iterator_types = ["parallel"]}
      ins(%src : memref<8xf32>) outs(%grid : memref<2x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  }
  %gu = memref.cast %grid : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%gu) : (memref<*xf32>) -> ()
  %out = memref.alloc() : memref<5xf32>
  %small = memref.subview %src[0] [3] [1] : memref<8xf32> to memref<3xf32, strided<[1]>>
  linalg.generic {indexing_maps = [#half, #flat], iterator_types = ["parallel"]}
      ins(%small : memref<3xf32, strided<[1]>>) outs(%out : memref<5xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  }
  %ou = memref.cast %out : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%ou) : (memref<*xf32>) -> ()
  linalg.generic {indexing_maps = [#wrap, #flat], iterator_types = ["parallel"]}
      ins(%small : memref<3xf32, strided<[1]>>) outs(%out : memref<5xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  }
  call @printMemrefF32(%ou) : (memref<*xf32>) -> ()
  memref.dealloc %src : memref<8xf32>
  memref.dealloc %grid : memref<2x4xf32>
  memref.dealloc %out : memref<5xf32>
  return
}
