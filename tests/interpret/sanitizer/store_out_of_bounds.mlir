// A store one past the end of a buffer.
func.func @main() {
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  memref.store %f, %m[%c4] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
// EXPECT-STDERR: store_out_of_bounds.mlir:6:3: error: tbuf interpret: out-of-bounds access: memref.store writes element [4] outside the memref's sizes [4] (dimension 0) of allocation #1 (16 bytes, memref.alloc at store_out_of_bounds.mlir:5:8 in @main); call stack: @main
