// A memref.view dies with the buffer it views: a load through it after the
// buffer is freed is a use after free naming both allocations.
func.func @main() {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.5 : f32
  %m = memref.alloc() : memref<16xi8>
  %v = memref.view %m[%c0][] : memref<16xi8> to memref<4xf32>
  memref.store %f, %v[%c0] : memref<4xf32>
  memref.dealloc %m : memref<16xi8>
  %x = memref.load %v[%c0] : memref<4xf32>
  return
}
// EXPECT-STDERR: view_use_after_free.mlir:10:8: error: tbuf interpret: use after free: memref.load reads element [0] of byte view allocation #2 (16 bytes, memref.view at view_use_after_free.mlir:7:8 in @main, over the bytes of allocation #1), freed by memref.dealloc at view_use_after_free.mlir:9:3; call stack: @main
