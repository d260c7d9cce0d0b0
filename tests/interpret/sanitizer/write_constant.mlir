// A store into a constant global.
memref.global "private" constant @table : memref<3xi32> = dense<[1, 2, 3]>

func.func @main() {
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i32
  %t = memref.get_global @table : memref<3xi32>
  memref.store %v, %t[%c1] : memref<3xi32>
  return
}
// EXPECT-STDERR: write_constant.mlir:8:3: error: tbuf interpret: write into a constant global: memref.store writes element [1] of constant global allocation #1 @table (12 bytes, memref.global at write_constant.mlir:2:1); call stack: @main
