// A shape.cstr_require whose condition is false stops the run with its
// message (MLIR lowers it to a cf.assert), before the shape.assuming that
// uses the witness runs its region.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %n = arith.constant -4 : i64
  %zero = arith.constant 0 : i64
  %ok = arith.cmpi sge, %n, %zero : i64
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  %w = shape.cstr_require %ok, "n must not be negative"
  %r = shape.assuming %w -> (i64) {
    %d = arith.addi %n, %n : i64
    shape.assuming_yield %d : i64
  }
  call @printI64(%r) : (i64) -> ()
  return
}
// EXPECT-STDERR: shape_cstr_require_failure.mlir:13:8: error: tbuf interpret: shape.cstr_require failed: "n must not be negative"; call stack: @main
// EXPECT-STDOUT: -4
