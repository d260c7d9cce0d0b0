// RUN: tbuf - --mlir-print-op-generic
// '-' reads the input from stdin; diagnostics name it <stdin>.
func.func @f() {
  return
}
