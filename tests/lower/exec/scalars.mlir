// Scalar printing helpers and control flow only (no buffers).
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  call @printOpen() : () -> ()
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    func.call @printI64(%sq) : (i64) -> ()
    %last = arith.cmpi eq, %i, %c1 : index
    scf.if %last {
      func.call @printComma() : () -> ()
    }
  }
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  %x = arith.constant 2.5 : f64
  %y = math.exp %x : f64
  call @printF64(%y) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
