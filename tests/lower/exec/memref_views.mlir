// A memref-level program: alloc without dealloc (the default pipeline adds
// it), subview with strides, copy between layouts, load/store.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4x4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %a[%i, %j] : memref<4x4xf32>
    }
  }
  %s = memref.subview %a[1, 0] [2, 2] [1, 2] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 2], offset: 4>>
  %b = memref.alloc() : memref<2x2xf32>
  memref.copy %s, %b : memref<2x2xf32, strided<[4, 2], offset: 4>> to memref<2x2xf32>
  %x = memref.load %b[%c1, %c1] : memref<2x2xf32>
  %y = arith.addf %x, %x : f32
  memref.store %y, %b[%c0, %c0] : memref<2x2xf32>
  %u = memref.cast %b : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %s : memref<2x2xf32, strided<[4, 2], offset: 4>> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
