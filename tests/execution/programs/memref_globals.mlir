// memref.global (constant and mutable, splat and element-wise initialisers,
// private and public) read through memref.get_global; a mutable global
// updated by one function and read by another.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.5, 2.5, 3.5], [-1.0, 0.0, 1.0]]>
memref.global "private" constant @ones : memref<4xi32> = dense<1>
memref.global @counter : memref<2xi32> = dense<[10, 20]>

func.func @bump(%by: i32) {
  %g = memref.get_global @counter : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %g[%c0] : memref<2xi32>
  %b = memref.load %g[%c1] : memref<2xi32>
  %a2 = arith.addi %a, %by : i32
  %b2 = arith.muli %b, %by : i32
  memref.store %a2, %g[%c0] : memref<2xi32>
  memref.store %b2, %g[%c1] : memref<2xi32>
  return
}

func.func @main() {
  %t = memref.get_global @table : memref<2x3xf32>
  %tu = memref.cast %t : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  %o = memref.get_global @ones : memref<4xi32>
  %ou = memref.cast %o : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%ou) : (memref<*xi32>) -> ()
  %three = arith.constant 3 : i32
  call @bump(%three) : (i32) -> ()
  call @bump(%three) : (i32) -> ()
  %g = memref.get_global @counter : memref<2xi32>
  %gu = memref.cast %g : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%gu) : (memref<*xi32>) -> ()
  return
}
