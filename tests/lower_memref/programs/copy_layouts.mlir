// memref.copy between identity layouts (memcpy), from and into strided
// subviews (loop nests), with dynamic sizes from memref.alloc(%n) and
// memref.dim; a rank-0 memref; linalg.copy.
func.func private @printMemrefF32(memref<*xf32>)

func.func @iota(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %k = arith.muli %i, %cols : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %f = arith.sitofp %li : i64 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c3, %c4) : memref<?x?xf32>
  call @iota(%a) : (memref<?x?xf32>) -> ()
  %b = memref.alloc(%c3, %c4) : memref<?x?xf32>
  memref.copy %a, %b : memref<?x?xf32> to memref<?x?xf32>
  %ub = memref.cast %b : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  // Every other column of %a into a 3x2 buffer, and back into %b transposed.
  %s = memref.subview %a[0, 1][3, 2][1, 2] : memref<?x?xf32> to memref<3x2xf32, strided<[?, 2], offset: 1>>
  %c = memref.alloc() : memref<3x2xf32>
  memref.copy %s, %c : memref<3x2xf32, strided<[?, 2], offset: 1>> to memref<3x2xf32>
  %uc = memref.cast %c : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %t = memref.subview %b[1, 1][2, 3][1, 1] : memref<?x?xf32> to memref<2x3xf32, strided<[?, 1], offset: ?>>
  %ct = memref.alloc() : memref<2x3xf32>
  %zero = arith.constant 0.5 : f32
  linalg.fill ins(%zero : f32) outs(%ct : memref<2x3xf32>)
  linalg.copy ins(%ct : memref<2x3xf32>) outs(%t : memref<2x3xf32, strided<[?, 1], offset: ?>>)
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %z = memref.alloc() : memref<f32>
  %e = memref.alloc() : memref<f32>
  %nine = arith.constant 9.0 : f32
  memref.store %nine, %z[] : memref<f32>
  memref.copy %z, %e : memref<f32> to memref<f32>
  %ue = memref.cast %e : memref<f32> to memref<*xf32>
  call @printMemrefF32(%ue) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<3x2xf32>
  memref.dealloc %ct : memref<2x3xf32>
  memref.dealloc %z : memref<f32>
  memref.dealloc %e : memref<f32>
  return
}
