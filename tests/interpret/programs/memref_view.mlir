// memref.view: the bytes of an i8 buffer seen as i32 elements, twice over
// the same bytes with different shapes, and once at another byte shift; a
// value read through a view lands in an f32 buffer.
// The expected output is mlir-runner-22's (lowered without bufferization).
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %ten = arith.constant 10 : index
  %m = memref.alloc() : memref<2x3xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %a = arith.muli %i, %ten : index
      %b = arith.addi %a, %j : index
      %bi = arith.index_cast %b : index to i32
      %f = arith.sitofp %bi : i32 to f32
      memref.store %f, %m[%i, %j] : memref<2x3xf32>
    }
  }
  %mu = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()

  %raw = memref.alloc() : memref<64xi8>
  %v = memref.view %raw[%c8][] : memref<64xi8> to memref<4xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = arith.index_cast %i : index to i32
    %y = arith.muli %x, %x : i32
    memref.store %y, %v[%i] : memref<4xi32>
  }
  %w = memref.view %raw[%c8][%c2] : memref<64xi8> to memref<?x2xi32>
  %wu = memref.cast %w : memref<?x2xi32> to memref<*xi32>
  call @printMemrefI32(%wu) : (memref<*xi32>) -> ()
  %shifted = memref.view %raw[%c4][] : memref<64xi8> to memref<3xi32>
  %s2 = memref.load %shifted[%c2] : memref<3xi32>
  %s2f = arith.sitofp %s2 : i32 to f32
  memref.store %s2f, %m[%c1, %c1] : memref<2x3xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  memref.dealloc %raw : memref<64xi8>
  memref.dealloc %m : memref<2x3xf32>
  return
}
