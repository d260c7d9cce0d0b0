// An op the interpreter does not run: a located error naming it, and
// nothing runs (the program is decoded before it starts). test.buffer_based
// is one of MLIR's test-only ops, which have no semantics to interpret.
func.func private @printI64(i64)

func.func @main() {
  %c1 = arith.constant 1 : i64
  call @printI64(%c1) : (i64) -> ()
  %m = memref.alloc() : memref<2xf32>
  %n = memref.alloc() : memref<2xf32>
  test.buffer_based in(%m: memref<2xf32>) out(%n: memref<2xf32>)
  memref.dealloc %m : memref<2xf32>
  memref.dealloc %n : memref<2xf32>
  return
}
// EXPECT-STDERR: unsupported_op.mlir:11:3: error: tbuf interpret: op 'test.buffer_based' is not supported
