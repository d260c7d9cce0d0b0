// Unit tests of the tbuf driver pieces that golden files cannot observe well:
// chunk boundaries of --split-input-file, the -o output file, pass help,
// relative paths under `bazel run` ($BUILD_WORKING_DIRECTORY), bad pass
// option values as usage errors.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "ir/context.h"
#include "tools/tbuf_opt_main.h"
#include "tools/tbuf_pass_help.h"
#include "tools/tbuf_passes.h"
#include "tools/tbuf_split.h"

namespace tbuf {
namespace {

std::vector<std::string> split(std::string_view text, std::vector<uint32_t> *nearMissLines = nullptr) {
  Context ctx;
  const SourceBuffer *buffer = ctx.getSourceManager().addBuffer("s.mlir", std::string(text));
  std::vector<Location> nearMisses;
  std::vector<std::string> out;
  for (SourceChunk c : splitInputBuffer(buffer, nearMisses))
    out.push_back(std::string(text.substr(c.begin, c.end - c.begin)));
  if (nearMissLines)
    for (Location l : nearMisses) nearMissLines->push_back(l.line);
  return out;
}

TEST(SplitInputFile, ChunksAtMarkers) {
  EXPECT_EQ(split("a\n// -----\nb\n// -----\nc\n"), (std::vector<std::string>{"a\n", "\nb\n", "\nc\n"}));
  EXPECT_EQ(split("only\n"), (std::vector<std::string>{"only\n"}));
  EXPECT_EQ(split(""), (std::vector<std::string>{""}));
  // The rest of the marker line belongs to the next chunk.
  EXPECT_EQ(split("a // ----- b\nc"), (std::vector<std::string>{"a ", " b\nc"}));
  EXPECT_EQ(split("// -----\n// -----\n"), (std::vector<std::string>{"", "\n", "\n"}));
}

TEST(SplitInputFile, NearMissesDoNotSplit) {
  std::vector<uint32_t> lines;
  EXPECT_EQ(split("a\n// ----\nb\n// -----\nc", &lines), (std::vector<std::string>{"a\n// ----\nb\n", "\nc"}));
  EXPECT_EQ(lines, (std::vector<uint32_t>{2}));
}

class DriverTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { registerAllPasses(); }

  std::string tempPath(const std::string &name) {
    const char *dir = std::getenv("TEST_TMPDIR");
    return std::string(dir ? dir : "/tmp") + "/" + name;
  }

  void writeFile(const std::string &path, const std::string &text) { std::ofstream(path) << text; }

  std::string readFile(const std::string &path) {
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  }

  int run(std::vector<std::string> args) {
    args.insert(args.begin(), "tbuf");
    std::vector<char *> argv;
    for (std::string &a : args) argv.push_back(a.data());
    testing::internal::CaptureStdout();
    testing::internal::CaptureStderr();
    int code = tbufOptMain(static_cast<int>(argv.size()), argv.data());
    stdout_ = testing::internal::GetCapturedStdout();
    stderr_ = testing::internal::GetCapturedStderr();
    return code;
  }

  std::string stdout_, stderr_;
};

TEST_F(DriverTest, OutputFileWrittenOnSuccess) {
  std::string in = tempPath("ok.mlir"), out = tempPath("ok.out.mlir");
  writeFile(in, "func.func @f() {\n  return\n}\n");
  std::remove(out.c_str());
  EXPECT_EQ(run({in, "-o", out}), 0) << stderr_;
  EXPECT_EQ(stdout_, "");
  EXPECT_EQ(readFile(out), "module {\n  func.func @f() {\n    return\n  }\n}\n\n");
}

TEST_F(DriverTest, OutputFileNotWrittenOnFailure) {
  std::string in = tempPath("bad.mlir"), out = tempPath("bad.out.mlir");
  writeFile(in, "func.func @f() {\n  %x = arith.constant 1 : i32\n}\n");
  std::remove(out.c_str());
  EXPECT_EQ(run({in, "-o", out}), 1);
  EXPECT_NE(stderr_.find("bad.mlir:2:8: error: block with no terminator"), std::string::npos) << stderr_;
  EXPECT_FALSE(std::ifstream(out).good());
}

TEST_F(DriverTest, UsageErrorsExitWithTwoBeforeReadingInput) {
  EXPECT_EQ(run({"does-not-exist.mlir", "--not-a-pass"}), 2);
  EXPECT_EQ(stderr_.find("cannot open"), std::string::npos) << stderr_;
  EXPECT_EQ(run({"does-not-exist.mlir", "--pass-pipeline=builtin.module(nope)"}), 2);
  EXPECT_EQ(run({"does-not-exist.mlir", "--verify-diagnostics=sometimes"}), 2);
  EXPECT_EQ(run({"does-not-exist.mlir"}), 1);
}

TEST_F(DriverTest, VerifyEachCanBeDisabled) {
  std::string in = tempPath("ve.mlir");
  writeFile(in, "func.func @f() {\n  return\n}\n");
  EXPECT_EQ(run({in, "--verify-each=false", "--strip-debuginfo"}), 0) << stderr_;
  EXPECT_EQ(run({in, "--no-verify-each", "--strip-debuginfo"}), 0) << stderr_;
}

TEST_F(DriverTest, TimingReportOnStderr) {
  std::string in = tempPath("t.mlir");
  writeFile(in, "func.func @f() {\n  return\n}\n");
  EXPECT_EQ(run({in, "--mlir-timing", "--pass-pipeline=builtin.module(func.func(strip-debuginfo))"}), 0);
  EXPECT_NE(stderr_.find("... Execution time report ..."), std::string::npos) << stderr_;
  for (const char *row : {"%)  Parser\n", "%)  'func.func' Pipeline\n", "%)    StripDebugInfo\n", "%)  Output\n",
                          "%)  Rest\n", "(100.0%)  Total\n"})
    EXPECT_NE(stderr_.find(row), std::string::npos) << row << "\n" << stderr_;
}

TEST_F(DriverTest, RelativePathsResolveAgainstBuildWorkingDirectory) {
  // `bazel run` starts tbuf in its runfiles tree and names the caller's
  // directory in $BUILD_WORKING_DIRECTORY: relative input and -o paths are
  // the caller's, diagnostics keep the name as given.
  std::string dir = tempPath("");
  writeFile(dir + "bwd_in.mlir", "func.func @f() {\n  return\n}\n");
  writeFile(dir + "bwd_bad.mlir", "func.func @f() {\n  %x = arith.constant 1 : i32\n}\n");
  std::remove((dir + "bwd_out.mlir").c_str());
  ASSERT_EQ(setenv("BUILD_WORKING_DIRECTORY", dir.c_str(), 1), 0);
  int okCode = run({"bwd_in.mlir", "-o", "bwd_out.mlir"});
  std::string okErr = stderr_;
  int badCode = run({"bwd_bad.mlir"});
  std::string badErr = stderr_;
  int absCode = run({dir + "bwd_in.mlir"});
  unsetenv("BUILD_WORKING_DIRECTORY");
  EXPECT_EQ(okCode, 0) << okErr;
  EXPECT_EQ(readFile(dir + "bwd_out.mlir"), "module {\n  func.func @f() {\n    return\n  }\n}\n\n");
  EXPECT_EQ(badCode, 1);
  EXPECT_EQ(badErr.rfind("bwd_bad.mlir:2:8: error: block with no terminator", 0), 0u) << badErr;
  EXPECT_EQ(absCode, 0);
}

TEST_F(DriverTest, BadPassOptionValuesAreUsageErrors) {
  // Every malformed enum, integer, bool or unknown option, in both pass-flag
  // and pipeline form: "tbuf: error: ..." and exit code 2, before the input
  // is read.
  for (const char *arg : {
           "--canonicalize=region-simplify=sideways",
           "--canonicalize=max-iterations=x",
           "--canonicalize=max-iterations",
           "--canonicalize=max-num-rewrites=99999999999999999999",
           "--canonicalize=top-down=maybe",
           "--one-shot-bufferize=function-boundary-type-conversion=foo",
           "--one-shot-bufferize=unknown-type-conversion=foo",
           "--one-shot-bufferize=analysis-fuzzer-seed=-1",
           "--one-shot-bufferize=analysis-fuzzer-seed=4294967296",
           "--one-shot-bufferize=buffer-alignment=-1",
           "--one-shot-bufferize=bufferize-function-boundaries=2",
           "--one-shot-bufferize=no-such-option",
           "--promote-buffers-to-stack=max-alloc-size-in-bytes=1.5",
           "--print-op-stats=json=yes",
           "--buffer-deallocation-pipeline=private-function-dynamic-ownership=x",
           "--pass-pipeline=builtin.module(canonicalize{region-simplify=sideways})",
           "--pass-pipeline=builtin.module(one-shot-bufferize{analysis-fuzzer-seed=x})",
           "--mlir-elide-elementsattrs-if-larger=x",
       }) {
    EXPECT_EQ(run({"does-not-exist.mlir", arg}), 2) << arg << "\n" << stderr_;
    EXPECT_EQ(stderr_.rfind("tbuf: error: ", 0), 0u) << arg << "\n" << stderr_;
  }
}

TEST(PassHelp, ListsPassesWithOptions) {
  registerAllPasses();
  std::string help = formatPassListHelp();
  EXPECT_NE(help.find("  --print-op-stats"), std::string::npos) << help;
  EXPECT_NE(help.find("      json"), std::string::npos) << help;
  EXPECT_NE(help.find("(default: false)"), std::string::npos) << help;
  EXPECT_NE(help.find("  --strip-debuginfo"), std::string::npos) << help;
}

}  // namespace
}  // namespace tbuf
