// End-to-end tests of `tbuf run` (tools/tbuf_run.cc) through the built tbuf
// binary: default pipeline on a tensor program, explicit pass flags on
// memref programs, leak and double-free exit status, compiler failure,
// unknown entry; the runtime's reports naming .mlir locations (a leak in a
// loop, a double free through a cast, the free of a buffer no allocation
// made, a bufferized tensor op) and the location comments of the C that
// --keep-temps keeps.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>

#include "tests/lower/c_run_util.h"

namespace tbuf::lower_test {
namespace {

struct RunOutput {
  int exitCode;
  std::string out, err;
};

/// Runs `[env] tools/tbuf run NAME args` on `mlir` written to the file NAME
/// (default in.mlir; no single quote in it) in a fresh directory, so
/// locations read `NAME:LINE:COL` (binary from the runfiles).
RunOutput tbufRun(std::string_view mlir, const std::string &args, const std::string &env = "",
                  const std::string &name = "in.mlir") {
  std::filesystem::path dir = makeTempDir();
  std::ofstream(dir / name) << mlir;
  std::string tbuf = std::filesystem::absolute("tools/tbuf").string();
  int rc = shell("cd " + dir.string() + " && " + env + " " + tbuf + " run '" + name + "' " + args + " > " +
                 (dir / "out.txt").string() + " 2> " + (dir / "err.txt").string());
  RunOutput r{rc, slurp(dir / "out.txt"), slurp(dir / "err.txt")};
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
  return r;
}

constexpr std::string_view kTensorProgram = R"mlir(
func.func private @printF32(f32)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %e) -> tensor<4xf32> {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %n = tensor.insert %fi into %acc[%i] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  %x = tensor.extract %t[%c1] : tensor<4xf32>
  %y = arith.addf %x, %f : f32
  call @printF32(%y) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
)mlir";

TEST(TbufRun, DefaultPipelineRunsTensorPrograms) {
  RunOutput r = tbufRun(kTensorProgram, "");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, "1.5\n");
  EXPECT_NE(r.err.find("tbuf runtime: 1 allocations, peak 16 bytes live, 0 leaked (0 bytes), 0 bad frees"),
            std::string::npos)
      << r.err;
}

TEST(TbufRun, LeakGivesNonZeroExit) {
  RunOutput r = tbufRun(R"mlir(
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
})mlir",
                  "--cse");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("1 leaked (16 bytes)"), std::string::npos) << r.err;
}

TEST(TbufRun, DoubleFreeGivesNonZeroExit) {
  RunOutput r = tbufRun(R"mlir(
func.func @work() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
})mlir",
                  "--cse --entry work");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("1 bad frees"), std::string::npos) << r.err;
}

TEST(TbufRun, CompilerFailureIsReported) {
  RunOutput r = tbufRun(kTensorProgram, "", "CC=false");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("tbuf run: error: the C compiler failed (false)"), std::string::npos) << r.err;
}

TEST(TbufRun, UnknownEntryIsAnError) {
  RunOutput r = tbufRun(kTensorProgram, "--entry nope");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("error: entry function '@nope' is not defined in the module"), std::string::npos) << r.err;
}

TEST(TbufRun, EmitFlagsAreRejected) {
  RunOutput r = tbufRun(kTensorProgram, "--emit=mlir");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("is not available with 'tbuf run'"), std::string::npos) << r.err;
}

// ---- reports with source locations ------------------------------------------
// `--pass-pipeline='builtin.module()'` runs no pass, so the deallocation
// pipeline cannot repair the bugs.

/// True when `text` contains `regex` (ECMAScript).
bool matches(const std::string &text, const std::string &regex) {
  return std::regex_search(text, std::regex(regex));
}

TEST(TbufRunLocations, LeakInALoopIsOneLineNamingTheAllocation) {
  RunOutput r = tbufRun(R"mlir(func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    %a = memref.alloc() : memref<16xf32>
    memref.store %f, %a[%i] : memref<16xf32>
  }
  return
})mlir",
                        "--pass-pipeline='builtin.module()'");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_TRUE(matches(r.err,
                      "tbuf runtime: 3 allocations, peak 192 bytes live, 3 leaked \\(192 bytes\\), 0 bad frees\n"
                      "tbuf runtime: leak: 3 allocations, 192 bytes, allocated at in\\.mlir:7:10 \\(memref\\.alloc "
                      "in @main\\) never freed \\(allocations #1 to #3, the first at 0x[0-9a-f]+\\)\n$"))
      << r.err;
}

TEST(TbufRunLocations, DoubleFreeThroughACastNamesAllocationAndBothFrees) {
  RunOutput r = tbufRun(R"mlir(func.func @main() {
  %m = memref.alloc() : memref<8xi32>
  %c = memref.cast %m : memref<8xi32> to memref<?xi32>
  memref.dealloc %m : memref<8xi32>
  memref.dealloc %c : memref<?xi32>
  return
})mlir",
                        "--pass-pipeline='builtin.module()'");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_TRUE(matches(r.err,
                      "^tbuf runtime: double free of 0x[0-9a-f]+: 32 bytes allocated at in\\.mlir:2:8 "
                      "\\(memref\\.alloc in @main\\), first freed at in\\.mlir:4:3 \\(memref\\.dealloc in @main\\), "
                      "freed again at in\\.mlir:5:3 \\(memref\\.dealloc in @main\\)\n"
                      "tbuf runtime: 1 allocations, peak 32 bytes live, 0 leaked \\(0 bytes\\), 1 bad frees\n$"))
      << r.err;
}

TEST(TbufRunLocations, FreeOfANonOwnedBufferNamesTheFree) {
  RunOutput r = tbufRun(R"mlir(memref.global "private" @table : memref<4xf32> = dense<1.0>
func.func @release(%m: memref<4xf32>) {
  memref.dealloc %m : memref<4xf32>
  return
}
func.func @main() {
  %g = memref.get_global @table : memref<4xf32>
  call @release(%g) : (memref<4xf32>) -> ()
  return
})mlir",
                        "--pass-pipeline='builtin.module()'");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_TRUE(matches(r.err,
                      "^tbuf runtime: free of 0x[0-9a-f]+ at in\\.mlir:3:3 \\(memref\\.dealloc in @release\\), "
                      "which was not allocated by tbufAlloc\n"
                      "tbuf runtime: 0 allocations, peak 0 bytes live, 0 leaked \\(0 bytes\\), 1 bad frees\n$"))
      << r.err;
}

TEST(TbufRunLocations, LeakOfABufferizedTensorOpNamesTheTensorOp) {
  // Bufferized without the deallocation pipeline: tensor.empty's buffer leaks.
  RunOutput r = tbufRun(R"mlir(func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %f = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
})mlir",
                        "--one-shot-bufferize=bufferize-function-boundaries");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_TRUE(matches(r.err, "tbuf runtime: leak: 16 bytes allocated at in\\.mlir:4:8 \\(memref\\.alloc from "
                             "tensor\\.empty in @main\\) never freed \\(allocation #1 at 0x[0-9a-f]+\\)\n$"))
      << r.err;
}

TEST(TbufRunLocations, StrangeFileNameReachesTheReport) {
  std::string name = "we\"ird\\ ?\?= d\xc3\xa9.mlir";
  RunOutput r = tbufRun(R"mlir(func.func @main() {
  %m = memref.alloc() : memref<2xi64>
  memref.dealloc %m : memref<2xi64>
  memref.dealloc %m : memref<2xi64>
  return
})mlir",
                        "--pass-pipeline='builtin.module()'", "", name);
  EXPECT_EQ(r.exitCode, 1) << r.err;
  EXPECT_NE(r.err.find(": 16 bytes allocated at " + name + ":2:8 (memref.alloc in @main), first freed at " + name +
                       ":3:3 (memref.dealloc in @main), freed again at " + name + ":4:3 (memref.dealloc in @main)\n"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(r.err.find("warning"), std::string::npos) << r.err;
}

TEST(TbufRunLocations, KeptProgramCarriesLocationComments) {
  RunOutput r = tbufRun(kTensorProgram, "--keep-temps");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  std::smatch kept;
  ASSERT_TRUE(std::regex_search(r.err, kept, std::regex("tbuf run: kept (\\S+)"))) << r.err;
  std::filesystem::path dir = kept[1].str();
  std::string c = slurp(dir / "program.c");
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
  EXPECT_NE(c.find("static const TbufSite tbuf_site_0 = {\"in.mlir\", 9, 8, \"memref.alloc\", \"tensor.empty\", "
                   "\"main\"};"),
            std::string::npos)
      << c;
  EXPECT_NE(c.find("  /* in.mlir:9:8: memref.alloc from tensor.empty */\n"), std::string::npos) << c;
  EXPECT_NE(c.find("tbufFreeAt("), std::string::npos) << c;
}

TEST(TbufRunLocations, LineDirectivesPassThroughToTheKeptProgram) {
  RunOutput r = tbufRun(kTensorProgram, "--keep-temps --emit-c-line-directives");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, "1.5\n");
  std::smatch kept;
  ASSERT_TRUE(std::regex_search(r.err, kept, std::regex("tbuf run: kept (\\S+)"))) << r.err;
  std::filesystem::path dir = kept[1].str();
  std::string c = slurp(dir / "program.c");
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
  EXPECT_NE(c.find("  /* in.mlir:9:8: memref.alloc from tensor.empty */\n#line 9 \"in.mlir\"\n"), std::string::npos)
      << c;
  EXPECT_NE(c.find("program.c\"\n"), std::string::npos) << c;  // lines mapped back to the C file
}

}  // namespace
}  // namespace tbuf::lower_test
