// Execution tests of the memref, linalg and bufferization C emitters
// (lower/emit_c_memref*.cc, emit_c_linalg.cc, emit_c_bufferization.cc): each
// memref-level program in programs/ is emitted as C, compiled with
// `cc -std=c99 -O2 -Wall -Werror` together with runtime/*.c, run, and its
// output compared with programs/NAME.mlir.expected, which is what
// mlir-runner-22 prints for the same file (regen_expected.py; memref base
// addresses masked). The runtime's report must show no leak and no bad free
// (exit status 0). Further tests check the shape of the emitted C (memcpy
// fast path, stack arrays, static const globals, descriptor arithmetic) and
// the located errors for ops that must not reach C.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <sys/wait.h>

#include "lower/emit_c.h"
#include "tests/util/test_util.h"

namespace tbuf {
namespace {

using test_util::readFile;

/// A scratch directory for the compiled programs.
std::string scratchDir() {
  const char *tmp = std::getenv("TEST_TMPDIR");
  return tmp ? tmp : "/tmp";
}

struct Emitted {
  bool ok = false;
  std::string c, diagnostics;
};

/// Emits `source`; with `entry`, also the C `main` calling that function.
Emitted emit(const std::string &source, const std::string &entry = "") {
  test_util::TestContext tc;
  Emitted out;
  OwningOpRef module = test_util::parseAndVerify(tc, source);
  if (!module) {
    out.diagnostics = tc.diagnostics;
    return out;
  }
  std::ostringstream os;
  lower::EmitCOptions options;
  options.entry = entry;
  out.ok = succeeded(lower::emitC(module.get(), os, options));
  out.c = os.str();
  out.diagnostics = tc.diagnostics;
  return out;
}

struct RunResult {
  int compileStatus = -1, runStatus = -1;
  std::string compileErrors, stdoutText, stderrText;
};

int shell(const std::string &command) {
  int status = std::system(command.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/// Compiles `c` with the runtime and runs it.
RunResult compileAndRun(const std::string &name, const std::string &c) {
  RunResult r;
  std::string dir = scratchDir();
  std::string base = dir + "/" + name;
  std::ofstream(base + ".c") << c;
  r.compileStatus = shell("cc -std=c99 -O2 -Wall -Werror -Iruntime " + base +
                          ".c runtime/alloc.c runtime/print_memref.c runtime/print_scalars.c -lm -o " + base +
                          ".exe 2> " + base + ".cc.err");
  r.compileErrors = readFile(base + ".cc.err");
  if (r.compileStatus != 0) return r;
  r.runStatus = shell(base + ".exe > " + base + ".out 2> " + base + ".err");
  r.stdoutText = readFile(base + ".out");
  r.stderrText = readFile(base + ".err");
  return r;
}

std::string maskAddresses(const std::string &text) {
  static const std::regex address(R"(base@ = (0x[0-9a-fA-F]+|0|\(nil\)) )");
  return std::regex_replace(text, address, "base@ = <addr> ");
}

// ---- execution against mlir-runner's output --------------------------------------

class ProgramTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ProgramTest, MatchesMlirRunner) {
  std::string path = "tests/lower_memref/programs/" + GetParam() + ".mlir";
  std::string source = readFile(path);
  ASSERT_FALSE(source.empty()) << path;
  Emitted e = emit(source, "main");
  ASSERT_TRUE(e.ok) << e.diagnostics;
  RunResult r = compileAndRun(GetParam(), e.c);
  ASSERT_EQ(r.compileStatus, 0) << r.compileErrors << "\n---- C ----\n" << e.c;
  std::string expected = readFile(path + ".expected");
  ASSERT_FALSE(expected.empty()) << path << ".expected";
  EXPECT_EQ(maskAddresses(r.stdoutText), expected) << "---- C ----\n" << e.c;
  EXPECT_EQ(r.runStatus, 0) << r.stderrText;
}

INSTANTIATE_TEST_SUITE_P(Programs, ProgramTest,
                         ::testing::Values("alloc_subview", "copy_layouts", "reshape_metadata", "globals_alloca",
                                           "linalg_named", "linalg_generic", "bufferization_ops", "edge_cases", "unranked"),
                         [](const ::testing::TestParamInfo<std::string> &info) { return info.param; });

// ---- shape of the emitted C ---------------------------------------------------------

/// Emits `source` and expects success; returns the C text.
std::string emitOk(const std::string &source) {
  Emitted e = emit(source);
  EXPECT_TRUE(e.ok) << e.diagnostics;
  return e.c;
}

bool contains(const std::string &haystack, const std::string &needle) {
  return haystack.find(needle) != std::string::npos;
}

TEST(EmitCMemRef, CopyOfContiguousBuffersIsMemcpy) {
  std::string c = emitOk(R"(
func.func @f(%a: memref<?x4xf32>, %b: memref<?x4xf32>, %s: memref<4x4xf32, strided<[8, 1]>>, %t: memref<4x4xf32>) {
  memref.copy %a, %b : memref<?x4xf32> to memref<?x4xf32>
  memref.copy %s, %t : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  return
}
)");
  EXPECT_TRUE(contains(c, "#include <string.h>")) << c;
  EXPECT_TRUE(contains(c, "memcpy(arg1.aligned, arg0.aligned, 4 * arg0.sizes[0] * sizeof(float));")) << c;
  // The strided source is copied element by element.
  EXPECT_TRUE(contains(c, "for (int64_t i")) << c;
  EXPECT_EQ(c.find("memcpy(arg3.aligned"), std::string::npos) << c;
}

TEST(EmitCMemRef, AllocaIsAStackArrayAndAllocGoesThroughTheRuntime) {
  std::string c = emitOk(R"(
func.func @f(%n: index) {
  %a = memref.alloca() {alignment = 32 : i64} : memref<2x3xf32>
  %b = memref.alloc(%n) {alignment = 64 : i64} : memref<?x3xi32>
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0, %c0] : memref<2x3xf32>
  memref.store %v, %a[%c0, %c0] : memref<2x3xf32>
  memref.dealloc %b : memref<?x3xi32>
  return
}
)");
  EXPECT_TRUE(contains(c, "float alloca_data[6] __attribute__((aligned(32)));")) << c;
  EXPECT_TRUE(contains(c, "int32_t *alloc_base = tbufAlloc(3 * arg0 * sizeof(int32_t), 64);")) << c;
  EXPECT_TRUE(contains(c, "{alloc_base, tbufAlignPtr(alloc_base, 64), 0, {arg0, 3}, {3, 1}};")) << c;
  EXPECT_TRUE(contains(c, "tbufFree(alloc.allocated);")) << c;
}

TEST(EmitCMemRef, ConstantGlobalIsStaticConstArray) {
  std::string c = emitOk(R"(
memref.global "private" constant @cst : memref<2x2xf32> = dense<[[1.0, 2.5], [-3.0, 0.1]]>
memref.global @pub : memref<3xi64> = dense<[1, -2, 3]>
memref.global "private" @zeros : memref<100xf64> = dense<0.0>
memref.global "private" constant @dead : memref<2xf32> = dense<1.0>
func.func @f() -> f32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @cst : memref<2x2xf32>
  %v = memref.load %g[%c0, %c0] : memref<2x2xf32>
  %z = memref.get_global @zeros : memref<100xf64>
  %w = memref.load %z[%c0] : memref<100xf64>
  %x = arith.truncf %w : f64 to f32
  %y = arith.addf %v, %x : f32
  return %y : f32
}
)");
  // Never read, so not emitted (it would be an unused static array).
  EXPECT_FALSE(contains(c, "dead")) << c;
  EXPECT_TRUE(contains(c, "static const float cst[4] = {\n  1.0f, 2.5f,\n  -3.0f, 0.1f,\n};")) << c;
  EXPECT_TRUE(contains(c, "int64_t pub[3] = {\n  1, -2, 3,\n};")) << c;
  EXPECT_TRUE(contains(c, "static double zeros[100] = {0};")) << c;
  EXPECT_TRUE(contains(c, "{(float *)cst, (float *)cst, 0, {2, 2}, {2, 1}};")) << c;
}

TEST(EmitCMemRef, SubviewAndCollapseFoldStaticValues) {
  std::string c = emitOk(R"(
func.func @f(%m: memref<?x?xf32>, %i: index) -> (memref<2x?xf32, strided<[?, 2], offset: ?>>, memref<?xf32, strided<[?]>>) {
  %s = memref.subview %m[1, %i][2, %i][1, 2] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 2], offset: ?>>
  %c = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %r = memref.cast %c : memref<?xf32> to memref<?xf32, strided<[?]>>
  return %s, %r : memref<2x?xf32, strided<[?, 2], offset: ?>>, memref<?xf32, strided<[?]>>
}
)");
  EXPECT_TRUE(contains(c, "{arg0.allocated, arg0.aligned, arg0.strides[0] + arg1, {2, arg1}, {arg0.strides[0], 2}};")) << c;
  EXPECT_TRUE(contains(c, "{arg0.allocated, arg0.aligned, 0, {arg0.sizes[0] * arg0.sizes[1]}, {1}};")) << c;
}

TEST(EmitCMemRef, TensorOpsAreLocatedErrors) {
  Emitted e = emit(R"(
func.func @f(%m: memref<4xf32>) -> f32 {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  return %v : f32
}
)");
  EXPECT_FALSE(e.ok);
  EXPECT_TRUE(contains(e.diagnostics, "test.mlir:3:8: error: 'bufferization.to_tensor' op cannot be emitted as C: "
                                      "bufferize the program first"))
      << e.diagnostics;
}

// A clone keeps its static layout: an allocation spanning offset 1 plus the
// last element (1 + 1*3 + 1*1 + 1 = 6 floats), the descriptor carrying the
// offset and strides (MLIR's lowering allocates row-major and fails to cast).
TEST(EmitCMemRef, CloneKeepsAStaticStridedLayout) {
  Emitted e = emit(R"(
func.func @f(%m: memref<2x2xf32, strided<[3, 1], offset: 1>>) {
  %c = bufferization.clone %m : memref<2x2xf32, strided<[3, 1], offset: 1>> to memref<2x2xf32, strided<[3, 1], offset: 1>>
  memref.dealloc %c : memref<2x2xf32, strided<[3, 1], offset: 1>>
  return
}
)");
  ASSERT_TRUE(e.ok) << e.diagnostics;
  EXPECT_TRUE(contains(e.c, "tbufAlloc(6 * sizeof(float), 0);")) << e.c;
  EXPECT_TRUE(contains(e.c, "{v0_base, v0_base, 1, {2, 2}, {3, 1}}")) << e.c;
}

}  // namespace
}  // namespace tbuf
