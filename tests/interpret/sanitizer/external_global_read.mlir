// An external memref.global (no initial value: defined outside this
// module) has no contents to run with: its memref.get_global is a located
// runtime error. A declared but unused one (@unused) is fine.
memref.global "private" @unused : memref<2xf32>
memref.global "private" @table : memref<4xi32>

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i64
  call @printI64(%c1) : (i64) -> ()
  call @printNewline() : () -> ()
  %t = memref.get_global @table : memref<4xi32>
  %x = memref.load %t[%c0] : memref<4xi32>
  return
}
// EXPECT-STDERR: external_global_read.mlir:15:8: error: tbuf interpret: memref.get_global of @table, an external memref.global (declared without an initial value, defined outside this module): there is no definition to run with; call stack: @main
// EXPECT-STDOUT: 1
