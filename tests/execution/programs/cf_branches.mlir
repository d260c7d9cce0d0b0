// Unstructured control flow: cf.br / cf.cond_br with block arguments, a
// diamond, and recursion through a conditional branch (gcd).
// (No cf back edges and no cf.switch: MLIR's buffer-deallocation-pipeline
// rejects unstructured loops and multi-successor branches other than cond_br.)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @gcd(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %done = arith.cmpi eq, %b, %c0 : i64
  cf.cond_br %done, ^exit(%a : i64), ^recurse
^recurse:
  %r = arith.remsi %a, %b : i64
  %g = func.call @gcd(%b, %r) : (i64, i64) -> i64
  cf.br ^exit(%g : i64)
^exit(%res: i64):
  return %res : i64
}

func.func @diamond(%c: i1, %v: i64) -> i64 {
  cf.cond_br %c, ^a(%v : i64), ^b
^a(%x: i64):
  %d = arith.muli %x, %x : i64
  cf.br ^join(%d : i64)
^b:
  %n = arith.subi %v, %v : i64
  %m = arith.subi %n, %v : i64
  cf.br ^join(%m : i64)
^join(%r: i64):
  return %r : i64
}

func.func @main() {
  %a = arith.constant 1071 : i64
  %b = arith.constant 462 : i64
  %g = call @gcd(%a, %b) : (i64, i64) -> i64
  call @printI64(%g) : (i64) -> ()
  call @printNewline() : () -> ()
  %t = arith.constant true
  %f = arith.constant false
  %v = arith.constant 9 : i64
  %d1 = call @diamond(%t, %v) : (i1, i64) -> i64
  %d2 = call @diamond(%f, %v) : (i1, i64) -> i64
  call @printI64(%d1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%d2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
