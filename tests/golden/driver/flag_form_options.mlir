// RUN: tbuf %s --print-op-stats=json --strip-debuginfo --print-op-stats="json=false" --dump-pass-pipeline
// Pass flags run in command-line order; flag-form options use the same syntax
// as pipeline options (a bare bool name means true).
func.func @f() {
  return
}
