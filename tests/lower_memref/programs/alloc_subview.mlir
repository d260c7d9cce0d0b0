// memref.alloc with alignment, linalg.fill, static and dynamic subviews
// (offsets, sizes, strides), rank-reducing subview, load/store through
// strided layouts, dealloc.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %seven = arith.constant 7.0 : f32
  %a = memref.alloc() {alignment = 64 : i64} : memref<4x6xf32>
  linalg.fill ins(%zero : f32) outs(%a : memref<4x6xf32>)
  %s = memref.subview %a[1, 2][2, 3][1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 1], offset: 8>>
  linalg.fill ins(%one : f32) outs(%s : memref<2x3xf32, strided<[6, 1], offset: 8>>)
  %d = memref.subview %a[%c0, %c1][%c2, %c3][%c2, %c2] : memref<4x6xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  linalg.fill ins(%two : f32) outs(%d : memref<?x?xf32, strided<[?, ?], offset: ?>>)
  %r = memref.subview %a[3, 0][1, 6][1, 1] : memref<4x6xf32> to memref<6xf32, strided<[1], offset: 18>>
  memref.store %seven, %r[%c3] : memref<6xf32, strided<[1], offset: 18>>
  %v = memref.load %d[%c1, %c2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  memref.store %v, %r[%c0] : memref<6xf32, strided<[1], offset: 18>>
  %col = memref.subview %a[0, 5][4, 1][1, 1] : memref<4x6xf32> to memref<4xf32, strided<[6], offset: 5>>
  memref.store %seven, %col[%c1] : memref<4xf32, strided<[6], offset: 5>>
  %u = memref.cast %a : memref<4x6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %ud = memref.cast %d : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  %ur = memref.cast %col : memref<4xf32, strided<[6], offset: 5>> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4x6xf32>
  return
}
