// memref.assume_alignment on an aligned allocation and on a view of it: the
// result is the same buffer, so writes through it are seen through the
// original and the other way round.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant -2.0 : f32
  %m = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  linalg.fill ins(%f1 : f32) outs(%m : memref<4xf32>)
  %a = memref.assume_alignment %m, 64 : memref<4xf32>
  memref.store %f2, %a[%c1] : memref<4xf32>
  %v = memref.load %m[%c1] : memref<4xf32>
  memref.store %v, %m[%c3] : memref<4xf32>
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %s = memref.subview %m[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  %sa = memref.assume_alignment %s, 4 : memref<2xf32, strided<[1], offset: 2>>
  memref.store %f2, %sa[%c0] : memref<2xf32, strided<[1], offset: 2>>
  %su = memref.cast %sa : memref<2xf32, strided<[1], offset: 2>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
