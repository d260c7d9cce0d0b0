// Source locations in the emitted C (EmitCOptions::locations,
// lower/emit_c_locations.cc): the default output is unchanged; with the
// option, allocations and frees pass static TbufSite descriptors (one per
// distinct site, named in first-use order, byte-stable) and each op's
// statements open with a location comment; the op written in the source is
// read back from the text (results, generic form, names without dialect
// prefix); an op without location is described at its located ancestor;
// file names with quotes, backslashes, trigraph and comment-ending sequences,
// control and non-ASCII bytes stay valid C and reach the runtime's reports
// byte for byte. With EmitCOptions::lineDirectives, every line an op emits
// is mapped to its .mlir line by `#line` (C compiler diagnostics then name
// the .mlir) and the other lines back to the C file at their true numbers.
#include <gtest/gtest.h>

#include "dialects/func/func_ops.h"
#include "ir/block.h"
#include "ir/region.h"
#include "lower/c_emitter_impl.h"
#include "tests/lower/c_run_util.h"

namespace tbuf::lower_test {
namespace {

using lower::OpSourceInfo;

constexpr std::string_view kProgram = R"mlir(func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    %a = memref.alloc() : memref<4xf32>
    memref.store %f, %a[%c0] : memref<4xf32>
  }
  %b = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
  memref.dealloc %b : memref<2xf32>
  memref.dealloc %b : memref<2xf32>
  return
}
)mlir";

std::string emit(std::string_view mlir, bool locations, std::string_view bufferName = "prog.mlir",
                 bool lineDirectives = false) {
  test_util::TestContext tc;
  OwningOpRef module = parseSourceString(tc.ctx, mlir, bufferName);
  if (!module || failed(verify(module.get()))) return "parse failed: " + tc.diagnostics;
  std::ostringstream os;
  EmitCOptions options;
  options.locations = locations;
  options.lineDirectives = lineDirectives;
  options.cFileName = "out/prog.c";
  if (failed(emitC(module.get(), os, options))) return "emit failed: " + tc.diagnostics;
  return os.str();
}

bool contains(const std::string &text, std::string_view part) { return text.find(part) != std::string::npos; }

TEST(EmitCLocations, DefaultOutputHasNoSitesAndNoComments) {
  std::string c = emit(kProgram, false);
  EXPECT_TRUE(contains(c, "float *alloc_0_base = tbufAlloc(4 * sizeof(float), 0);")) << c;
  EXPECT_TRUE(contains(c, "tbufFree(alloc.allocated);")) << c;
  EXPECT_FALSE(contains(c, "TbufSite")) << c;
  EXPECT_FALSE(contains(c, "tbufAllocAt")) << c;
  EXPECT_FALSE(contains(c, "/* prog.mlir")) << c;
  EXPECT_FALSE(contains(c, "#line")) << c;
}

TEST(EmitCLocations, SitesAndCommentsNameTheSource) {
  std::string c = emit(kProgram, true);
  EXPECT_TRUE(contains(c, "/* Where each tbufAllocAt / tbufFreeAt call comes from in the source. */\n"
                          "static const TbufSite tbuf_site_0 = {\"prog.mlir\", 7, 10, \"memref.alloc\", NULL, \"main\"};\n"
                          "static const TbufSite tbuf_site_1 = {\"prog.mlir\", 10, 8, \"memref.alloc\", NULL, \"main\"};\n"
                          "static const TbufSite tbuf_site_2 = {\"prog.mlir\", 11, 3, \"memref.dealloc\", NULL, \"main\"};\n"
                          "static const TbufSite tbuf_site_3 = {\"prog.mlir\", 12, 3, \"memref.dealloc\", NULL, \"main\"};\n\n"))
      << c;
  EXPECT_TRUE(contains(c, "  /* prog.mlir:6:3: scf.for */\n  for (")) << c;
  EXPECT_TRUE(contains(c, "    /* prog.mlir:7:10: memref.alloc */\n"
                          "    float *alloc_0_base = tbufAllocAt(4 * sizeof(float), 0, &tbuf_site_0);\n"))
      << c;
  EXPECT_TRUE(contains(c, "  /* prog.mlir:12:3: memref.dealloc */\n  tbufFreeAt(alloc.allocated, &tbuf_site_3);\n"))
      << c;
  // Constants are literals, not statements: no comment for them.
  EXPECT_FALSE(contains(c, "arith.constant")) << c;
}

TEST(EmitCLocations, OutputIsByteStable) { EXPECT_EQ(emit(kProgram, true), emit(kProgram, true)); }

TEST(EmitCLocations, ValuesAndFunctionsNeverShadowSites) {
  constexpr std::string_view kFunction = R"mlir(func.func @tbuf_site_0(%m: memref<4xf32>) {
  memref.dealloc %m : memref<4xf32>
  return
}
)mlir";
  std::string c = emit(kFunction, true);
  EXPECT_TRUE(contains(c, "static const TbufSite tbuf_site_1 = ")) << c;
  EXPECT_FALSE(contains(c, "static const TbufSite tbuf_site_0 ")) << c;
  EXPECT_TRUE(contains(c, "tbufFreeAt(arg0.allocated, &tbuf_site_1);")) << c;

  test_util::TestContext tc;
  OwningOpRef module = parseSourceString(tc.ctx, kFunction, "prog.mlir");
  ASSERT_TRUE(module) << tc.diagnostics;
  lower::CEmitterImpl emitter(module.get());
  emitter.setLocations(true);
  ASSERT_TRUE(succeeded(emitter.collectFunctions()));
  emitter.beginFunction(&module->getRegion(0).front().front(), emitter.lookupFunction("tbuf_site_0"));
  EXPECT_EQ(emitter.freshName("tbuf_site_7"), "tbuf_site_7_");
  EXPECT_EQ(emitter.freshName("tbuf_site_x"), "tbuf_site_x");
  EXPECT_EQ(emitter.freshName("tbuf_site_"), "tbuf_site_");
}

TEST(EmitCLocations, ProgramReportsLeakAndDoubleFreeAtTheirSites) {
  EmitCOptions options;
  options.locations = true;
  RunResult r = compileAndRunWith(kProgram, options, "prog.mlir");
  ASSERT_TRUE(r.emitted) << r.diagnostics;
  ASSERT_TRUE(r.compiled) << r.compilerOutput << "\n" << r.c;
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_TRUE(contains(r.err, "double free of 0x")) << r.err;
  EXPECT_TRUE(contains(r.err, ": 8 bytes allocated at prog.mlir:10:8 (memref.alloc in @main), first freed at "
                              "prog.mlir:11:3 (memref.dealloc in @main), freed again at prog.mlir:12:3 "
                              "(memref.dealloc in @main)\n"))
      << r.err;
  EXPECT_TRUE(contains(r.err, "tbuf runtime: leak: 3 allocations, 48 bytes, allocated at prog.mlir:7:10 "
                              "(memref.alloc in @main) never freed (allocations #1 to #3, the first at 0x"))
      << r.err;
}

TEST(EmitCLocations, StrangeFileNamesStayValidCAndReachTheReport) {
  // Quotes, a backslash, `??=` (a trigraph), `*/`, a tab and UTF-8.
  std::string name = "we\"ird\\dir/?\?=*/\tna\xc3\xafve.mlir";
  constexpr std::string_view kLeak = R"mlir(func.func @main() {
  %a = memref.alloc() : memref<4xi8>
  %c0 = arith.constant 0 : index
  %x = arith.constant 7 : i8
  memref.store %x, %a[%c0] : memref<4xi8>
  return
}
)mlir";
  std::string c = emit(kLeak, true, name);
  EXPECT_TRUE(contains(c, "{\"we\\\"ird\\\\dir/\\?\\?=*/\\011na\\303\\257ve.mlir\", 2, 8, \"memref.alloc\", NULL, "
                          "\"main\"}"))
      << c;
  EXPECT_TRUE(contains(c, "/* we\"ird\\dir/?\\?=*\\/\\x09na\xc3\xafve.mlir:2:8: memref.alloc */")) << c;
  EmitCOptions options;
  options.locations = true;
  RunResult r = compileAndRunWith(kLeak, options, name, "-trigraphs");
  ASSERT_TRUE(r.compiled) << r.compilerOutput << "\n" << r.c;
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_TRUE(contains(r.err, "leak: 4 bytes allocated at " + name + ":2:8 (memref.alloc in @main) never freed"))
      << r.err;
}

TEST(EmitCLocations, SourceOpIsReadFromTheText) {
  test_util::TestContext tc;
  OwningOpRef module = parseSourceString(tc.ctx, R"mlir(func.func @two() -> (index, index) {
  %c0 = arith.constant 0 : index
  return %c0, %c0 : index, index
}
func.func @main() {
  %p, %q = call @two() : () -> (index, index)
  %r:2 = "func.call"() <{callee = @two}> : () -> (index, index)
  %e = tensor.empty() : tensor<4xf32>
  return
}
)mlir",
                                         "src.mlir");
  ASSERT_TRUE(module && succeeded(verify(module.get()))) << tc.diagnostics;
  Operation *main = &*std::next(module->getRegion(0).front().begin());
  std::vector<Operation *> body = main->getRegion(0).front().getOpsVector();
  ASSERT_EQ(body.size(), 4u);

  OpSourceInfo call = lower::describeOpSource(body[0]);
  EXPECT_EQ(call.file, "src.mlir");
  EXPECT_EQ(call.line, 6u);
  EXPECT_EQ(call.column, 12u);  // an op's location is its name's
  EXPECT_EQ(call.op, "func.call");
  EXPECT_EQ(call.sourceOp, "");  // `call` is func.call in a func.func
  EXPECT_EQ(call.function, "main");
  EXPECT_EQ(lower::describeOpSource(body[1]).sourceOp, "");  // generic form, `%r:2 =`

  // An op moved to another op's position (as bufferization does) names the
  // op written there.
  body[3]->setLoc(body[2]->getLoc());
  OpSourceInfo atEmpty = lower::describeOpSource(body[3]);
  EXPECT_EQ(atEmpty.op, "func.return");
  EXPECT_EQ(atEmpty.sourceOp, "tensor.empty");
  EXPECT_EQ(lower::describeForComment(atEmpty), "src.mlir:8:8: func.return from tensor.empty");

  // Without a location: the enclosing located op's position and name.
  body[2]->setLoc(Location::unknown());
  OpSourceInfo unknown = lower::describeOpSource(body[2]);
  EXPECT_EQ(unknown.line, 5u);
  EXPECT_EQ(unknown.op, "tensor.empty");
  EXPECT_EQ(unknown.sourceOp, "func.func");
  main->setLoc(Location::unknown());
  unknown = lower::describeOpSource(body[2]);
  EXPECT_EQ(unknown.file, "");
  EXPECT_EQ(unknown.line, 0u);
  EXPECT_EQ(lower::describeForComment(unknown), "unknown location: tensor.empty");
}

TEST(EmitCLocations, Escaping) {
  EXPECT_EQ(lower::cStringLiteral("a\"b\\c?d"), "\"a\\\"b\\\\c\\?d\"");
  EXPECT_EQ(lower::cStringLiteral("\n1\xff"), "\"\\0121\\377\"");  // three digits: "1" stays a character
  EXPECT_EQ(lower::cCommentText("a*/b?\?/\nc"), "a*\\/b?\\?/\\x0ac");
}

TEST(EmitCLocations, LineDirectivesMapOpLinesToTheSourceAndTheRestBack) {
  std::string c = emit(kProgram, false, "prog.mlir", true);
  EXPECT_TRUE(contains(c, "  for (int64_t arg0 = 0; arg0 < 3; arg0 += 1) {\n"
                          "#line 7 \"prog.mlir\"\n"
                          "    float *alloc_0_base = tbufAlloc(4 * sizeof(float), 0);\n"
                          "#line 7 \"prog.mlir\"\n"
                          "    TbufMemRef_f32_1 alloc_0 = "))
      << c;
  EXPECT_TRUE(contains(c, "#line 12 \"prog.mlir\"\n  tbufFree(alloc.allocated);\n")) << c;
  EXPECT_FALSE(contains(c, "TbufSite")) << c;  // independent of the sites
  // Every `#line N "out/prog.c"` sits on line N - 1: the lines after it are
  // numbered as in the file. The function's closing brace is one of them.
  std::istringstream in(c);
  size_t number = 0, resets = 0;
  for (std::string text; std::getline(in, text);) {
    ++number;
    if (text.rfind("#line ", 0) != 0 || !contains(text, "\"out/prog.c\"")) continue;
    ++resets;
    EXPECT_EQ(text, "#line " + std::to_string(number + 1) + " \"out/prog.c\"");
  }
  EXPECT_EQ(resets, 1u) << c;
  EXPECT_EQ(emit(kProgram, false, "prog.mlir", true), c);  // byte-stable
}

TEST(EmitCLocations, CompilerDiagnosticsNameTheMlirLine) {
  // -Wdeclaration-after-statement warns at every declaration after the
  // first statement: the one of @main's second buffer is on line 10.
  EmitCOptions options;
  options.lineDirectives = true;
  options.locations = true;
  RunResult r = compileAndRunWith(kProgram, options, "prog.mlir",
                                  "-Wdeclaration-after-statement -Wno-error=declaration-after-statement");
  ASSERT_TRUE(r.compiled) << r.compilerOutput << "\n" << r.c;
  EXPECT_TRUE(contains(r.compilerOutput, "prog.mlir:10:")) << r.compilerOutput;
  EXPECT_EQ(r.exitCode, 1) << r.err;  // it still runs: the leak and double free are reported
  EXPECT_TRUE(contains(r.err, "double free of 0x")) << r.err;
}

}  // namespace
}  // namespace tbuf::lower_test
