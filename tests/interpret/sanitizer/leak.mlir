// A buffer allocated in a loop and never freed: one report per iteration,
// each naming the allocation site and the function that allocated it.
func.func @fill(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %m = memref.alloc() : memref<16xf32>
    memref.store %f, %m[%c0] : memref<16xf32>
  }
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  call @fill(%c2) : (index) -> ()
  return
}
// EXPECT-STDERR: leak.mlir:8:10: error: tbuf interpret: leak: allocation #1 (64 bytes, memref.alloc at leak.mlir:8:10 in @fill called from @main at leak.mlir:16:3) is never freed
// EXPECT-STDERR: leak.mlir:8:10: error: tbuf interpret: leak: allocation #2 (64 bytes, memref.alloc at leak.mlir:8:10 in @fill called from @main at leak.mlir:16:3) is never freed
