// memref.global with dense element lists and splats (constant globals are
// static const arrays), a mutable global written through get_global, an
// uninitialized global, integer and f64 element types; memref.alloca
// (static, aligned, dynamic).
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF64(memref<*xf64>)

memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.5, -2.0, 3.25], [0.1, 1.0e+10, -0.0]]>
memref.global "private" constant @ones : memref<4xi32> = dense<7>
memref.global "private" @counter : memref<3xi32> = dense<[10, 20, 30]>
memref.global "private" @scratch : memref<2xf64> = uninitialized
memref.global "private" constant @big : memref<40xf64> = dense<2.5> {alignment = 64 : i64}
memref.global "private" constant @scalar : memref<f32> = dense<42.0>

func.func @bump() {
  %c1 = arith.constant 1 : index
  %g = memref.get_global @counter : memref<3xi32>
  %v = memref.load %g[%c1] : memref<3xi32>
  %one = arith.constant 1 : i32
  %w = arith.addi %v, %one : i32
  memref.store %w, %g[%c1] : memref<3xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %t = memref.get_global @table : memref<2x3xf32>
  %ut = memref.cast %t : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %o = memref.get_global @ones : memref<4xi32>
  %uo = memref.cast %o : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%uo) : (memref<*xi32>) -> ()
  call @bump() : () -> ()
  call @bump() : () -> ()
  %g = memref.get_global @counter : memref<3xi32>
  %ug = memref.cast %g : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%ug) : (memref<*xi32>) -> ()
  %s = memref.get_global @scratch : memref<2xf64>
  %pi = arith.constant 3.14159 : f64
  memref.store %pi, %s[%c1] : memref<2xf64>
  %zero = arith.constant 0.0 : f64
  memref.store %zero, %s[%c0] : memref<2xf64>
  %us = memref.cast %s : memref<2xf64> to memref<*xf64>
  call @printMemrefF64(%us) : (memref<*xf64>) -> ()
  %b = memref.get_global @big : memref<40xf64>
  %bs = memref.subview %b[30][10][1] : memref<40xf64> to memref<10xf64, strided<[1], offset: 30>>
  %ub = memref.cast %bs : memref<10xf64, strided<[1], offset: 30>> to memref<*xf64>
  call @printMemrefF64(%ub) : (memref<*xf64>) -> ()
  %sc = memref.get_global @scalar : memref<f32>
  %usc = memref.cast %sc : memref<f32> to memref<*xf32>
  call @printMemrefF32(%usc) : (memref<*xf32>) -> ()
  // Stack buffers.
  %st = memref.alloca() {alignment = 32 : i64} : memref<2x2xf32>
  %x = memref.load %t[%c1, %c0] : memref<2x3xf32>
  linalg.fill ins(%x : f32) outs(%st : memref<2x2xf32>)
  %ust = memref.cast %st : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%ust) : (memref<*xf32>) -> ()
  %dy = memref.alloca(%c5) : memref<?xi32>
  %seven = arith.constant -7 : i32
  linalg.fill ins(%seven : i32) outs(%dy : memref<?xi32>)
  %udy = memref.cast %dy : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%udy) : (memref<*xi32>) -> ()
  return
}
