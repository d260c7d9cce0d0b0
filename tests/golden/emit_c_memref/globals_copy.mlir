// RUN: tbuf %s --emit=c
// Constant globals are static const arrays (row by row), splats of zero
// `{0}`, splats listed up to 4096 elements and a GNU range designator
// beyond; private globals nobody reads are dropped; get_global wraps the
// array in a descriptor. memref.copy is a memcpy between contiguous buffers and a loop
// nest otherwise.
memref.global "private" constant @weights : memref<2x3xf32> = dense<[[1.0, -2.5, 0.125], [3.0, 1.0e-3, 7.0]]>
memref.global "private" @state : memref<64xi32> = dense<0>
memref.global "private" constant @ones : memref<32xf64> = dense<1.0>
memref.global "private" constant @big : memref<5000xf32> = dense<0.5>
memref.global "private" constant @unused : memref<2xf32> = dense<1.0>
memref.global @flags : memref<3xi1> = dense<[true, false, true]>

func.func @copies(%dst: memref<2x3xf32>, %col: memref<2xf32, strided<[3], offset: ?>>) {
  %w = memref.get_global @weights : memref<2x3xf32>
  memref.copy %w, %dst : memref<2x3xf32> to memref<2x3xf32>
  %sub = memref.subview %w[0, 1][2, 1][1, 1] : memref<2x3xf32> to memref<2xf32, strided<[3], offset: 1>>
  memref.copy %sub, %col : memref<2xf32, strided<[3], offset: 1>> to memref<2xf32, strided<[3], offset: ?>>
  %s = memref.get_global @state : memref<64xi32>
  %o = memref.get_global @ones : memref<32xf64>
  %c0 = arith.constant 0 : index
  %x = memref.load %o[%c0] : memref<32xf64>
  %y = arith.fptosi %x : f64 to i32
  memref.store %y, %s[%c0] : memref<64xi32>
  %bg = memref.get_global @big : memref<5000xf32>
  %c1 = arith.constant 1 : index
  %bx = memref.load %bg[%c1] : memref<5000xf32>
  %by = arith.fptosi %bx : f32 to i32
  memref.store %by, %s[%c1] : memref<64xi32>
  return
}
