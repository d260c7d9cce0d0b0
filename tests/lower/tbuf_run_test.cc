// End-to-end tests of `tbuf run` (tools/tbuf_run.cc) through the built tbuf
// binary: default pipeline on a tensor program, explicit pass flags on
// memref programs, leak and double-free exit status, compiler failure,
// unknown entry.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "tests/lower/c_run_util.h"

namespace tbuf::lower_test {
namespace {

struct RunOutput {
  int exitCode;
  std::string out, err;
};

/// Runs `[env] tools/tbuf run FILE args` on `mlir` (binary from the runfiles).
RunOutput tbufRun(std::string_view mlir, const std::string &args, const std::string &env = "") {
  std::filesystem::path dir = makeTempDir();
  std::ofstream(dir / "in.mlir") << mlir;
  std::string tbuf = std::filesystem::absolute("tools/tbuf").string();
  int rc = shell(env + " " + tbuf + " run " + (dir / "in.mlir").string() + " " + args + " > " +
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

}  // namespace
}  // namespace tbuf::lower_test
