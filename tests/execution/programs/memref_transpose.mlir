// memref.transpose of a 2x3 buffer and of a strided 3-d view: reads through
// the permuted view, a write through it lands in the source, and the printed
// descriptors show the permuted sizes and strides.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<2x3xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<2x3xf32>
    }
  }
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %minus = arith.constant -1.0 : f32
  memref.store %minus, %t[%c2, %c0] : memref<3x2xf32, strided<[1, 3]>>
  %tu = memref.cast %t : memref<3x2xf32, strided<[1, 3]>> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  %mu = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  %big = memref.alloc() : memref<2x2x4xf32>
  %zero = arith.constant 0.5 : f32
  linalg.fill ins(%zero : f32) outs(%big : memref<2x2x4xf32>)
  %s = memref.subview %big[0, 0, 1] [2, 2, 2] [1, 1, 2] : memref<2x2x4xf32> to memref<2x2x2xf32, strided<[8, 4, 2], offset: 1>>
  %p = memref.transpose %s (d0, d1, d2) -> (d2, d0, d1) : memref<2x2x2xf32, strided<[8, 4, 2], offset: 1>> to memref<2x2x2xf32, strided<[2, 8, 4], offset: 1>>
  %two = arith.constant 2.0 : f32
  memref.store %two, %p[%c1, %c0, %c1] : memref<2x2x2xf32, strided<[2, 8, 4], offset: 1>>
  %pu = memref.cast %p : memref<2x2x2xf32, strided<[2, 8, 4], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%pu) : (memref<*xf32>) -> ()
  %bu = memref.cast %big : memref<2x2x4xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  return
}
