// An op the interpreter does not run yet: a located error naming it, and
// nothing runs (the program is decoded before it starts).
func.func private @printI64(i64)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i64
  call @printI64(%c1) : (i64) -> ()
  %m = memref.alloc() : memref<16xi8>
  %v = memref.view %m[%c0][] : memref<16xi8> to memref<4xf32>
  memref.dealloc %m : memref<16xi8>
  return
}
// EXPECT-STDERR: unsupported_op.mlir:10:8: error: tbuf interpret: op 'memref.view' is not supported
