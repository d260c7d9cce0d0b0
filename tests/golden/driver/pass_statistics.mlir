// RUN: tbuf %s --mlir-pass-statistics --pass-pipeline=builtin.module(func.func(strip-debuginfo),print-op-stats{json})
// The statistics report follows the pipeline structure (these passes declare
// no statistics).
func.func @f() {
  return
}
