// The index dialect: constants, every binary op class (wrapping, signed and
// unsigned division, remainder, min/max, shifts, bitwise), index.cmp,
// index.casts / index.castu and index.sizeof on a negative and a positive
// operand, passed through a call so that nothing folds.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @show(%v: index) {
  %i = index.casts %v : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @showb(%b: i1) {
  %i = arith.extui %b : i1 to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @compute(%a: index, %b: index, %n: i32) {
  %0 = index.add %a, %b
  call @show(%0) : (index) -> ()
  %1 = index.sub %a, %b
  call @show(%1) : (index) -> ()
  %2 = index.mul %a, %b
  call @show(%2) : (index) -> ()
  %3 = index.divs %a, %b
  call @show(%3) : (index) -> ()
  %4 = index.divu %a, %b
  call @show(%4) : (index) -> ()
  %5 = index.ceildivs %a, %b
  call @show(%5) : (index) -> ()
  %6 = index.floordivs %a, %b
  call @show(%6) : (index) -> ()
  %7 = index.rems %a, %b
  call @show(%7) : (index) -> ()
  %8 = index.maxs %a, %b
  call @show(%8) : (index) -> ()
  %9 = index.minu %a, %b
  call @show(%9) : (index) -> ()
  %10 = index.shl %b, %b
  call @show(%10) : (index) -> ()
  %11 = index.shrs %a, %b
  call @show(%11) : (index) -> ()
  %12 = index.shru %a, %b
  call @show(%12) : (index) -> ()
  %13 = index.xor %a, %b
  call @show(%13) : (index) -> ()
  %14 = index.cmp slt(%a, %b)
  call @showb(%14) : (i1) -> ()
  %15 = index.cmp ult(%a, %b)
  call @showb(%15) : (i1) -> ()
  %16 = index.castu %n : i32 to index
  call @show(%16) : (index) -> ()
  %17 = index.casts %n : i32 to index
  call @show(%17) : (index) -> ()
  %18 = index.sizeof
  call @show(%18) : (index) -> ()
  %19 = index.ceildivu %a, %b
  call @show(%19) : (index) -> ()
  return
}
func.func @main() {
  %a = index.constant -17
  %b = index.constant 3
  %n = arith.constant -2 : i32
  call @compute(%a, %b, %n) : (index, index, i32) -> ()
  %t = index.bool.constant true
  call @showb(%t) : (i1) -> ()
  return
}
