// A load of an element that was never written (memref.alloc's contents
// are undefined).
func.func private @printF32(f32)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<2x2xf32>
  memref.store %f, %m[%c0, %c0] : memref<2x2xf32>
  %v = memref.load %m[%c0, %c1] : memref<2x2xf32>
  call @printF32(%v) : (f32) -> ()
  memref.dealloc %m : memref<2x2xf32>
  return
}
// EXPECT-STDERR: uninitialized_read.mlir:11:8: error: tbuf interpret: read of uninitialized memory: memref.load reads element [0, 1] (position 1) of allocation #1 (16 bytes, memref.alloc at uninitialized_read.mlir:9:8 in @main), which was never written; call stack: @main
