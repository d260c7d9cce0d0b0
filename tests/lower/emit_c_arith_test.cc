// Execution tests of the arith emitter (lower/emit_c_arith.cc): small
// scalar programs are emitted as C, compiled with -Wall -Werror, run, and
// their output compared with what mlir-runner-22 prints for the same file
// (lowered with --convert-arith-to-llvm --convert-cf-to-llvm
// --convert-func-to-llvm; expected values recorded from that run).
#include <gtest/gtest.h>

#include "tests/lower/c_run_util.h"

namespace tbuf::lower_test {
namespace {

constexpr std::string_view kIntegerProgram = R"mlir(
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @pi(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @p8(%x: i8) {
  %e = arith.extsi %x : i8 to i64
  call @pi(%e) : (i64) -> ()
  return
}
func.func @p1(%x: i1) {
  %e = arith.extui %x : i1 to i64
  call @pi(%e) : (i64) -> ()
  return
}
func.func @pf(%x: f64) {
  call @printF64(%x) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  %c127 = arith.constant 127 : i8
  %c1 = arith.constant 1 : i8
  %a = arith.addi %c127, %c1 : i8
  call @p8(%a) : (i8) -> ()
  %m = arith.muli %c127, %c127 : i8
  call @p8(%m) : (i8) -> ()
  %big = arith.constant 2147483647 : i32
  %one = arith.constant 1 : i32
  %w = arith.addi %big, %one : i32
  %we = arith.extsi %w : i32 to i64
  call @pi(%we) : (i64) -> ()
  %m7 = arith.constant -7 : i64
  %c2 = arith.constant 2 : i64
  %d1 = arith.divsi %m7, %c2 : i64
  call @pi(%d1) : (i64) -> ()
  %r1 = arith.remsi %m7, %c2 : i64
  call @pi(%r1) : (i64) -> ()
  %d2 = arith.floordivsi %m7, %c2 : i64
  call @pi(%d2) : (i64) -> ()
  %d3 = arith.ceildivsi %m7, %c2 : i64
  call @pi(%d3) : (i64) -> ()
  %c7 = arith.constant 7 : i64
  %d4 = arith.ceildivui %c7, %c2 : i64
  call @pi(%d4) : (i64) -> ()
  %d5 = arith.divui %m7, %c2 : i64
  call @pi(%d5) : (i64) -> ()
  %r5 = arith.remui %m7, %c2 : i64
  call @pi(%r5) : (i64) -> ()
  %mn8 = arith.constant -8 : i8
  %c3_8 = arith.constant 3 : i8
  %d6 = arith.divui %mn8, %c3_8 : i8
  call @p8(%d6) : (i8) -> ()
  %s1 = arith.shli %c1, %c3_8 : i8
  call @p8(%s1) : (i8) -> ()
  %s2 = arith.shrsi %mn8, %c1 : i8
  call @p8(%s2) : (i8) -> ()
  %s3 = arith.shrui %mn8, %c1 : i8
  call @p8(%s3) : (i8) -> ()
  %x1 = arith.minsi %mn8, %c3_8 : i8
  call @p8(%x1) : (i8) -> ()
  %x2 = arith.minui %mn8, %c3_8 : i8
  call @p8(%x2) : (i8) -> ()
  %x3 = arith.maxsi %mn8, %c3_8 : i8
  call @p8(%x3) : (i8) -> ()
  %x4 = arith.maxui %mn8, %c3_8 : i8
  call @p8(%x4) : (i8) -> ()
  %x5 = arith.andi %mn8, %c3_8 : i8
  %x6 = arith.ori %mn8, %c3_8 : i8
  %x7 = arith.xori %mn8, %c3_8 : i8
  call @p8(%x5) : (i8) -> ()
  call @p8(%x6) : (i8) -> ()
  call @p8(%x7) : (i8) -> ()
  %t = arith.constant true
  %f = arith.constant false
  %ts = arith.extsi %t : i1 to i64
  call @pi(%ts) : (i64) -> ()
  %tt = arith.addi %t, %t : i1
  call @p1(%tt) : (i1) -> ()
  %lt = arith.cmpi slt, %t, %f : i1
  call @p1(%lt) : (i1) -> ()
  %ult = arith.cmpi ult, %mn8, %c3_8 : i8
  call @p1(%ult) : (i1) -> ()
  %slt = arith.cmpi slt, %mn8, %c3_8 : i8
  call @p1(%slt) : (i1) -> ()
  %tr = arith.trunci %big : i32 to i8
  call @p8(%tr) : (i8) -> ()
  %zu = arith.extui %mn8 : i8 to i64
  call @pi(%zu) : (i64) -> ()
  %ic = arith.index_cast %mn8 : i8 to index
  %ici = arith.index_cast %ic : index to i64
  call @pi(%ici) : (i64) -> ()
  %icu = arith.index_castui %mn8 : i8 to index
  %icui = arith.index_cast %icu : index to i64
  call @pi(%icui) : (i64) -> ()
  %sf = arith.sitofp %mn8 : i8 to f64
  call @pf(%sf) : (f64) -> ()
  %uf = arith.uitofp %mn8 : i8 to f64
  call @pf(%uf) : (f64) -> ()
  %tf = arith.sitofp %t : i1 to f64
  call @pf(%tf) : (f64) -> ()
  %fl = arith.constant -2.75 : f64
  %fi = arith.fptosi %fl : f64 to i64
  call @pi(%fi) : (i64) -> ()
  %imin = arith.constant -9223372036854775808 : i64
  call @pi(%imin) : (i64) -> ()
  %sel = arith.select %t, %c7, %c2 : i64
  call @pi(%sel) : (i64) -> ()
  return
}
)mlir";

TEST(EmitCArith, IntegerSemanticsMatchMlirRunner) {
  RunResult r = compileAndRun(kIntegerProgram);
  EXPECT_RUNS(r, "-128\n1\n-2147483648\n-3\n-1\n-4\n-3\n4\n9223372036854775804\n1\n82\n8\n-4\n124\n-8\n3\n3\n-8\n0\n-5\n-5\n-1\n0\n1\n0\n1\n-1\n248\n-8\n248\n-8\n248\n-1\n-2\n-9223372036854775808\n7\n");
}

constexpr std::string_view kFloatProgram = R"mlir(
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func @p1(%x: i1) {
  %e = arith.extui %x : i1 to i64
  call @printI64(%e) : (i64) -> ()
  return
}
func.func @pf(%x: f64) {
  call @printF64(%x) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @cmps(%a: f64, %b: f64) {
  %0 = arith.cmpf false, %a, %b : f64
  call @p1(%0) : (i1) -> ()
  %1 = arith.cmpf oeq, %a, %b : f64
  call @p1(%1) : (i1) -> ()
  %2 = arith.cmpf ogt, %a, %b : f64
  call @p1(%2) : (i1) -> ()
  %3 = arith.cmpf oge, %a, %b : f64
  call @p1(%3) : (i1) -> ()
  %4 = arith.cmpf olt, %a, %b : f64
  call @p1(%4) : (i1) -> ()
  %5 = arith.cmpf ole, %a, %b : f64
  call @p1(%5) : (i1) -> ()
  %6 = arith.cmpf one, %a, %b : f64
  call @p1(%6) : (i1) -> ()
  %7 = arith.cmpf ord, %a, %b : f64
  call @p1(%7) : (i1) -> ()
  %8 = arith.cmpf ueq, %a, %b : f64
  call @p1(%8) : (i1) -> ()
  %9 = arith.cmpf ugt, %a, %b : f64
  call @p1(%9) : (i1) -> ()
  %10 = arith.cmpf uge, %a, %b : f64
  call @p1(%10) : (i1) -> ()
  %11 = arith.cmpf ult, %a, %b : f64
  call @p1(%11) : (i1) -> ()
  %12 = arith.cmpf ule, %a, %b : f64
  call @p1(%12) : (i1) -> ()
  %13 = arith.cmpf une, %a, %b : f64
  call @p1(%13) : (i1) -> ()
  %14 = arith.cmpf uno, %a, %b : f64
  call @p1(%14) : (i1) -> ()
  %15 = arith.cmpf true, %a, %b : f64
  call @p1(%15) : (i1) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  %zero = arith.constant 0.0 : f64
  %nan = arith.divf %zero, %zero : f64
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  call @cmps(%one, %two) : (f64, f64) -> ()
  call @cmps(%two, %two) : (f64, f64) -> ()
  call @cmps(%two, %one) : (f64, f64) -> ()
  call @cmps(%nan, %one) : (f64, f64) -> ()
  %nz = arith.constant -0.0 : f64
  %mn = arith.minimumf %zero, %nz : f64
  call @pf(%mn) : (f64) -> ()
  %mx = arith.maximumf %nz, %zero : f64
  call @pf(%mx) : (f64) -> ()
  %mnn = arith.minimumf %nan, %one : f64
  call @pf(%mnn) : (f64) -> ()
  %mnum = arith.minnumf %nan, %one : f64
  call @pf(%mnum) : (f64) -> ()
  %mxnum = arith.maxnumf %one, %two : f64
  call @pf(%mxnum) : (f64) -> ()
  %x = arith.constant 7.5 : f64
  %rem = arith.remf %x, %two : f64
  call @pf(%rem) : (f64) -> ()
  %neg = arith.negf %x : f64
  call @pf(%neg) : (f64) -> ()
  %sub = arith.subf %x, %two : f64
  %mul = arith.mulf %sub, %two : f64
  call @pf(%mul) : (f64) -> ()
  %f32 = arith.truncf %x : f64 to f32
  %third = arith.constant 0.333333343 : f32
  %p = arith.mulf %f32, %third : f32
  call @printF32(%p) : (f32) -> ()
  call @printNewline() : () -> ()
  %back = arith.extf %p : f32 to f64
  call @pf(%back) : (f64) -> ()
  %s = math.sqrt %two : f64
  call @pf(%s) : (f64) -> ()
  %e = math.exp %one : f64
  call @pf(%e) : (f64) -> ()
  %t = math.tanh %one : f64
  call @pf(%t) : (f64) -> ()
  %ef = math.exp %third : f32
  call @printF32(%ef) : (f32) -> ()
  call @printNewline() : () -> ()
  %ab = math.absf %neg : f64
  call @pf(%ab) : (f64) -> ()
  %fl = math.floor %neg : f64
  call @pf(%fl) : (f64) -> ()
  %pw = math.powf %two, %x : f64
  call @pf(%pw) : (f64) -> ()
  %rs = math.rsqrt %two : f64
  call @pf(%rs) : (f64) -> ()
  %big = arith.constant 1.0e+300 : f64
  %inf = arith.mulf %big, %big : f64
  call @pf(%inf) : (f64) -> ()
  %ui = arith.constant 3.9 : f64
  %u = arith.fptoui %ui : f64 to i32
  %ue = arith.extui %u : i32 to i64
  call @printI64(%ue) : (i64) -> ()
  call @printNewline() : () -> ()
  %ci = arith.constant 1078530011 : i32
  %bc = arith.bitcast %ci : i32 to f32
  call @printF32(%bc) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
)mlir";

// cmpf on every predicate with ordered, equal, greater and NaN operands;
// minimumf/maximumf signed zeros and NaN; minnumf; remf; casts; math.
TEST(EmitCArith, FloatSemanticsMatchMlirRunner) {
  RunResult r = compileAndRun(kFloatProgram);
  EXPECT_RUNS(r, "0000111100011101\n0101010110101001\n0011001101100101\n0000000011111111\n-0\n0\nnan\n1\n2\n1.5\n-7.5\n11\n2.5\n2.5\n1.41421\n2.71828\n0.761594\n1.39561\n7.5\n-8\n181.019\n0.707107\ninf\n3\n3.14159\n");
}

TEST(EmitCArith, TensorOperandsAreLocatedErrors) {
  std::string errors = emitErrors(R"mlir(
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
})mlir");
  EXPECT_NE(errors.find("test.mlir:2:1: error: 'func.func' op type 'tensor<4xf32>' has no C representation"), std::string::npos)
      << errors;
}

TEST(EmitCArith, TensorOpInsideAFunctionIsALocatedError) {
  std::string errors = emitErrors(R"mlir(
func.func @f(%a: f32) {
  %0 = tensor.splat %a : tensor<4xf32>
  %1 = arith.addf %0, %0 : tensor<4xf32>
  return
})mlir");
  EXPECT_NE(errors.find("test.mlir:3:8: error: 'tensor.splat' op cannot be emitted as C"), std::string::npos)
      << errors;
}

TEST(EmitCArith, DenseConstantIsALocatedError) {
  std::string errors = emitErrors(R"mlir(
func.func @f() {
  %0 = arith.constant dense<1.0> : tensor<4xf32>
  return
})mlir");
  EXPECT_NE(errors.find("test.mlir:3:8: error: 'arith.constant' op of type 'tensor<4xf32>' cannot be emitted as C"),
            std::string::npos)
      << errors;
}

TEST(EmitCArith, ConstantsAreExactLiterals) {
  RunResult r = compileAndRun(R"mlir(
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() {
  %a = arith.constant -9223372036854775808 : i64
  %b = arith.constant 9223372036854775807 : i64
  %c = arith.constant -2147483648 : i32
  %d = arith.constant 0.1 : f64
  %e = arith.constant 1.0e-300 : f64
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  %ce = arith.extsi %c : i32 to i64
  call @printI64(%ce) : (i64) -> ()
  call @printNewline() : () -> ()
  %t = arith.constant 10.0 : f64
  %m = arith.mulf %d, %t : f64
  %one = arith.constant 1.0 : f64
  %eq = arith.cmpf oeq, %m, %one : f64
  %eqi = arith.extui %eq : i1 to i64
  call @printI64(%eqi) : (i64) -> ()
  call @printNewline() : () -> ()
  %pos = arith.cmpf ogt, %e, %one : f64
  %posi = arith.extui %pos : i1 to i64
  call @printI64(%posi) : (i64) -> ()
  call @printNewline() : () -> ()
  return
})mlir");
  EXPECT_RUNS(r, "-9223372036854775808\n9223372036854775807\n-2147483648\n1\n0\n");
  EXPECT_NE(r.c.find("(INT64_C(-9223372036854775807) - 1)"), std::string::npos) << r.c;
}

}  // namespace
}  // namespace tbuf::lower_test
