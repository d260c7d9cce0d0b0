// RUN: tbuf run %s
// `tbuf run`: default pipeline, C emission, cc, execution. The program's
// output is on stdout, the runtime's allocation summary on stderr.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %le -> i64 {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}

func.func @main() {
  %c20 = arith.constant 20 : i64
  %f = call @fact(%c20) : (i64) -> i64
  call @printI64(%f) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
