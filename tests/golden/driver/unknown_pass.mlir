// RUN: tbuf %s --no-such-pass
// An unknown flag or pass is a usage error (exit 2); the input is not read.
func.func @f() {
  return
}
