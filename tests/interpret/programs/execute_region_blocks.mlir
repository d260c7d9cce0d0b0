// scf.execute_region with several blocks: cf branches between them, two
// scf.yield terminators, one reached through a block argument.
// The expected output is mlir-runner-22's (lowered without bufferization:
// One-Shot Bufferize rejects an execute_region with several yields).
func.func private @printI64(i64)
func.func private @printNewline()

func.func @pick(%x: i64) -> (i64, i64) {
  %r:2 = scf.execute_region -> (i64, i64) {
    %c0 = arith.constant 0 : i64
    %neg = arith.cmpi slt, %x, %c0 : i64
    cf.cond_br %neg, ^bb1, ^bb2(%x : i64)
  ^bb1:
    %n = arith.subi %c0, %x : i64
    scf.yield %n, %c0 : i64, i64
  ^bb2(%v: i64):
    %sq = arith.muli %v, %v : i64
    cf.br ^bb3(%sq, %v : i64, i64)
  ^bb3(%a: i64, %b: i64):
    scf.yield %b, %a : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @main() {
  %m5 = arith.constant -5 : i64
  %p7 = arith.constant 7 : i64
  %a:2 = call @pick(%m5) : (i64) -> (i64, i64)
  call @printI64(%a#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%a#1) : (i64) -> ()
  call @printNewline() : () -> ()
  %b:2 = call @pick(%p7) : (i64) -> (i64, i64)
  call @printI64(%b#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%b#1) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
