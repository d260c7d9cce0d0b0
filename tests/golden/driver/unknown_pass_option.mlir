// RUN: tbuf %s --print-op-stats=bogus
// An unknown option of a known pass is a usage error (exit 2).
func.func @f() {
  return
}
