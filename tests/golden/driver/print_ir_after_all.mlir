// RUN: tbuf %s --mlir-print-ir-after-all --pass-pipeline=builtin.module(func.func(strip-debuginfo),strip-debuginfo)
// IR dumps go to stderr: nested passes print their function, module passes the module.
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
