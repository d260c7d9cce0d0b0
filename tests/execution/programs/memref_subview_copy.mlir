// Memref-level: subviews with offsets and strides (static and dynamic),
// memref.copy between strided and contiguous layouts in both directions,
// rank-reducing subview, loads/stores through strided views.
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<5x6xi32>
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %a = arith.muli %i, %c6 : index
      %b = arith.addi %a, %j : index
      %v = arith.index_cast %b : index to i32
      memref.store %v, %m[%i, %j] : memref<5x6xi32>
    }
  }
  %sv = memref.subview %m[1, 1] [3, 2] [1, 2] : memref<5x6xi32> to memref<3x2xi32, strided<[6, 2], offset: 7>>
  %svu = memref.cast %sv : memref<3x2xi32, strided<[6, 2], offset: 7>> to memref<*xi32>
  call @printMemrefI32(%svu) : (memref<*xi32>) -> ()
  %dense = memref.alloc() : memref<3x2xi32>
  memref.copy %sv, %dense : memref<3x2xi32, strided<[6, 2], offset: 7>> to memref<3x2xi32>
  %du = memref.cast %dense : memref<3x2xi32> to memref<*xi32>
  call @printMemrefI32(%du) : (memref<*xi32>) -> ()
  %neg = arith.constant -1 : i32
  memref.store %neg, %dense[%c2, %c1] : memref<3x2xi32>
  %dst = memref.subview %m[0, 0] [3, 2] [2, 3] : memref<5x6xi32> to memref<3x2xi32, strided<[12, 3]>>
  memref.copy %dense, %dst : memref<3x2xi32> to memref<3x2xi32, strided<[12, 3]>>
  %mu = memref.cast %m : memref<5x6xi32> to memref<*xi32>
  call @printMemrefI32(%mu) : (memref<*xi32>) -> ()
  %col = memref.subview %m[0, %c2] [5, 1] [1, 1] : memref<5x6xi32> to memref<5xi32, strided<[6], offset: ?>>
  %seven = arith.constant 7 : i32
  memref.store %seven, %col[%c1] : memref<5xi32, strided<[6], offset: ?>>
  %colu = memref.cast %col : memref<5xi32, strided<[6], offset: ?>> to memref<*xi32>
  call @printMemrefI32(%colu) : (memref<*xi32>) -> ()
  %dyn = memref.subview %m[%c1, %c2] [%c2, %c2] [%c2, %c1] : memref<5x6xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  %dynu = memref.cast %dyn : memref<?x?xi32, strided<[?, ?], offset: ?>> to memref<*xi32>
  call @printMemrefI32(%dynu) : (memref<*xi32>) -> ()
  return
}
