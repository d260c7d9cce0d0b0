// A subview that reaches past the end of its source.
func.func @main() {
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<4xf32>
  %v = memref.subview %m[%c3] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
  memref.dealloc %m : memref<4xf32>
  return
}
// EXPECT-STDERR: view_out_of_bounds.mlir:5:8: error: tbuf interpret: out-of-bounds access: memref.subview takes offset 3, size 2, stride 1 in dimension 0 of a source of size 4, over allocation #1 (16 bytes, memref.alloc at view_out_of_bounds.mlir:4:8 in @main); call stack: @main
