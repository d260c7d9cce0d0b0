// RUN: tbuf %s --emit=c --emit-c-entry=main
// Functions: several results come back in a struct, called private
// functions are static, external declarations call the runtime (no
// prototype) or get an extern prototype, @main is renamed and the entry
// `int main(void)` returns the runtime's report status.
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @external_helper(f64) -> f64

func.func private @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %r : i64, i64
}

func.func @use_helper(%x: f64) -> f64 {
  %0 = call @external_helper(%x) : (f64) -> f64
  return %0 : f64
}

func.func @main() {
  %a = arith.constant 27 : i64
  %b = arith.constant 5 : i64
  %q:2 = call @divmod(%a, %b) : (i64, i64) -> (i64, i64)
  call @printI64(%q#0) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
