// memref.view whose elements would reach past the end of its i8 source
// (8 bytes from byte shift 12 of a 16-byte buffer).
func.func @main() {
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<16xi8>
  %v = memref.view %m[%c12][] : memref<16xi8> to memref<2xf32>
  memref.dealloc %m : memref<16xi8>
  return
}
// EXPECT-STDERR: view_out_of_range.mlir:6:8: error: tbuf interpret: out-of-bounds access: memref.view takes 8 bytes at byte shift 12 of a source of 16 bytes, over allocation #1 (16 bytes, memref.alloc at view_out_of_range.mlir:5:8 in @main); call stack: @main
