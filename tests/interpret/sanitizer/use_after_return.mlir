// A memref.alloca returned to the caller: its stack memory is gone once
// the function returns, so the caller's load is a use after free whose
// free site is the func.return.
func.func @scratch() -> memref<2xi64> {
  %c0 = arith.constant 0 : index
  %v = arith.constant 5 : i64
  %m = memref.alloca() : memref<2xi64>
  memref.store %v, %m[%c0] : memref<2xi64>
  return %m : memref<2xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %m = call @scratch() : () -> memref<2xi64>
  %v = memref.load %m[%c0] : memref<2xi64>
  return
}
// EXPECT-STDERR: use_after_return.mlir:15:8: error: tbuf interpret: use after free: memref.load reads element [0] of stack allocation #1 (16 bytes, memref.alloca at use_after_return.mlir:7:8 in @scratch called from @main at use_after_return.mlir:14:8), freed by func.return at use_after_return.mlir:9:3; call stack: @main
