// Execution tests of the func/scf/cf emitters (lower/emit_c_func.cc,
// emit_c_scf.cc, emit_c_cf.cc): loops with iter_args (including swapped
// carried values), if/while/execute_region/index_switch with results,
// multi-result and recursive calls, branches with block arguments and
// switches. Expected outputs are mlir-runner-22's for the same programs.
#include <gtest/gtest.h>

#include "tests/lower/c_run_util.h"

namespace tbuf::lower_test {
using lower::emitC;
using lower::EmitCOptions;
namespace {

constexpr std::string_view kScfProgram = R"mlir(
func.func private @printI64(i64)
func.func private @printNewline()
func.func @pi(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func private @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %r : i64, i64
}
func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %le -> i64 {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %i0 = arith.constant 0 : i64
  %i1 = arith.constant 1 : i64
  // sum of 0..9
  %sum = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %i0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %n = arith.addi %acc, %ii : i64
    scf.yield %n : i64
  }
  call @pi(%sum) : (i64) -> ()
  // fibonacci with a swap of the carried values
  %fa, %fb = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %i0, %b = %i1) -> (i64, i64) {
    %n = arith.addi %a, %b : i64
    scf.yield %b, %n : i64, i64
  }
  call @pi(%fa) : (i64) -> ()
  // pure swap, 3 times
  %c3 = arith.constant 3 : index
  %i5 = arith.constant 5 : i64
  %sa, %sb = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %i1, %b = %i5) -> (i64, i64) {
    scf.yield %b, %a : i64, i64
  }
  call @pi(%sa) : (i64) -> ()
  // while: collatz steps from 27
  %c27 = arith.constant 27 : i64
  %i2 = arith.constant 2 : i64
  %i3 = arith.constant 3 : i64
  %steps:2 = scf.while (%x = %c27, %s = %i0) : (i64, i64) -> (i64, i64) {
    %ne = arith.cmpi ne, %x, %i1 : i64
    scf.condition(%ne) %x, %s : i64, i64
  } do {
  ^bb0(%x: i64, %s: i64):
    %r = arith.remsi %x, %i2 : i64
    %even = arith.cmpi eq, %r, %i0 : i64
    %nx = scf.if %even -> i64 {
      %h = arith.divsi %x, %i2 : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %x, %i3 : i64
      %t1 = arith.addi %t, %i1 : i64
      scf.yield %t1 : i64
    }
    %ns = arith.addi %s, %i1 : i64
    scf.yield %nx, %ns : i64, i64
  }
  call @pi(%steps#1) : (i64) -> ()
  %q:2 = call @divmod(%c27, %i5) : (i64, i64) -> (i64, i64)
  call @pi(%q#0) : (i64) -> ()
  call @pi(%q#1) : (i64) -> ()
  %f = call @fact(%i5) : (i64) -> i64
  call @pi(%f) : (i64) -> ()
  %e = scf.execute_region -> i64 {
    %v = arith.addi %i5, %i5 : i64
    scf.yield %v : i64
  }
  call @pi(%e) : (i64) -> ()
  %c2 = arith.constant 2 : index
  %sw = scf.index_switch %c2 -> i64
  case 1 {
    scf.yield %i1 : i64
  }
  case 2 {
    scf.yield %i2 : i64
  }
  default {
    scf.yield %i0 : i64
  }
  call @pi(%sw) : (i64) -> ()
  %t = arith.constant true
  scf.if %t {
    func.call @pi(%i3) : (i64) -> ()
  }
  return
}
)mlir";

TEST(EmitCControlFlow, ScfAndFuncMatchMlirRunner) {
  RunResult r = compileAndRun(kScfProgram);
  EXPECT_RUNS(r, "45\n55\n5\n111\n5\n2\n120\n10\n2\n3\n");
  // Multiple results come back in a struct; the private callee is static.
  EXPECT_NE(r.c.find("typedef struct divmod_Results {"), std::string::npos) << r.c;
  EXPECT_NE(r.c.find("static divmod_Results divmod(int64_t arg0, int64_t arg1)"), std::string::npos) << r.c;
  EXPECT_NE(r.c.find("return (divmod_Results){v0, v1};"), std::string::npos) << r.c;
}

constexpr std::string_view kCfProgram = R"mlir(
func.func private @printI64(i64)
func.func private @printNewline()
func.func @pi(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// gcd by subtraction with block arguments swapped on each step
func.func @gcd(%a: i64, %b: i64) -> i64 {
  cf.br ^loop(%a, %b : i64, i64)
^loop(%x: i64, %y: i64):
  %zero = arith.constant 0 : i64
  %done = arith.cmpi eq, %y, %zero : i64
  cf.cond_br %done, ^exit(%x : i64), ^body
^body:
  %r = arith.remsi %x, %y : i64
  cf.br ^loop(%y, %r : i64, i64)
^exit(%g: i64):
  return %g : i64
}
func.func @classify(%v: i32) -> i64 {
  %a = arith.constant 10 : i64
  %b = arith.constant 20 : i64
  %c = arith.constant 30 : i64
  cf.switch %v : i32, [
    default: ^d(%c : i64),
    1: ^d(%a : i64),
    -5: ^d(%b : i64)
  ]
^d(%r: i64):
  return %r : i64
}
func.func @main() {
  %a = arith.constant 84 : i64
  %b = arith.constant 36 : i64
  %g = call @gcd(%a, %b) : (i64, i64) -> i64
  call @pi(%g) : (i64) -> ()
  %v1 = arith.constant 1 : i32
  %v2 = arith.constant -5 : i32
  %v3 = arith.constant 7 : i32
  %r1 = call @classify(%v1) : (i32) -> i64
  %r2 = call @classify(%v2) : (i32) -> i64
  %r3 = call @classify(%v3) : (i32) -> i64
  call @pi(%r1) : (i64) -> ()
  call @pi(%r2) : (i64) -> ()
  call @pi(%r3) : (i64) -> ()
  %e = scf.execute_region -> i64 {
    %t = arith.constant true
    cf.cond_br %t, ^x, ^y
  ^x:
    scf.yield %a : i64
  ^y:
    scf.yield %b : i64
  }
  call @pi(%e) : (i64) -> ()
  return
}
)mlir";

TEST(EmitCControlFlow, BranchesMatchMlirRunner) {
  RunResult r = compileAndRun(kCfProgram);
  EXPECT_RUNS(r, "12\n10\n20\n30\n84\n");
}

TEST(EmitCControlFlow, EntryMainIsRenamed) {
  RunResult r = compileAndRun(R"mlir(
func.func private @printI64(i64)
func.func @main() {
  %c = arith.constant 3 : i64
  call @printI64(%c) : (i64) -> ()
  return
})mlir");
  EXPECT_RUNS(r, "3");
  EXPECT_NE(r.c.find("void tbuf_main(void) {"), std::string::npos) << r.c;
  EXPECT_NE(r.c.find("int main(void) {\n  tbuf_main();\n  return tbufReport();\n}"), std::string::npos) << r.c;
}

TEST(EmitCControlFlow, UnsupportedOpIsALocatedError) {
  std::string errors = emitErrors(R"mlir(
func.func @f() {
  "test.unknown"() : () -> ()
  return
})mlir");
  EXPECT_NE(errors.find("test.mlir:3:3: error: 'test.unknown' op cannot be emitted as C"), std::string::npos)
      << errors;
}

TEST(EmitCControlFlow, MissingEntryIsAnError) {
  test_util::TestContext tc;
  OwningOpRef module = test_util::parseAndVerify(tc, "func.func @f() {\n  return\n}\n");
  ASSERT_TRUE(module);
  std::ostringstream os;
  EmitCOptions options;
  options.entry = "main";
  EXPECT_TRUE(failed(emitC(module.get(), os, options)));
  EXPECT_NE(tc.diagnostics.find("entry function '@main' is not defined in the module"), std::string::npos)
      << tc.diagnostics;
}

}  // namespace
}  // namespace tbuf::lower_test
