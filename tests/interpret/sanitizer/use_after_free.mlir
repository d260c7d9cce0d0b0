// A load after memref.dealloc: reported with the load, the allocation and
// the free, inside a called function.
func.func private @printF32(f32)

func.func @consume(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  memref.store %one, %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %v = call @consume(%m) : (memref<4xf32>) -> f32
  call @printF32(%v) : (f32) -> ()
  return
}
// EXPECT-STDERR: use_after_free.mlir:7:8: error: tbuf interpret: use after free: memref.load reads element [0] of allocation #1 (16 bytes, memref.alloc at use_after_free.mlir:14:8 in @main), freed by memref.dealloc at use_after_free.mlir:16:3; call stack: @consume called from @main at use_after_free.mlir:17:8
