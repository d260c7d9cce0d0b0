// An scf.parallel whose step is zero at run time (the verifier only rejects
// constant steps) is a located runtime error instead of an endless loop.
func.func private @printI64(i64)

func.func @step() -> index {
  %c0 = arith.constant 0 : index
  return %c0 : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %s = call @step() : () -> index
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%s) init (%zero) -> i64 {
    %v = arith.index_cast %i : index to i64
    scf.reduce(%v : i64) {
    ^bb0(%a: i64, %b: i64):
      %x = arith.addi %a, %b : i64
      scf.reduce.return %x : i64
    }
  }
  call @printI64(%r) : (i64) -> ()
  return
}
// EXPECT-STDERR: scf_parallel_zero_step.mlir:15:8: error: tbuf interpret: scf.parallel with step 0 (must be positive); call stack: @main
