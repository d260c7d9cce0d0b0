// Golden test of the arith, cf and math folds and canonicalization patterns
// (and of the greedy driver's dead-op removal and constant hoisting they
// rely on): every FILE.mlir in this directory goes through the tbuf driver
// with `--allow-unregistered-dialect --split-input-file --canonicalize` and
// must print FILE.mlir.expected byte for byte -- the output of mlir-opt-22
// with the same flags (regen.sh). A mismatch names the `// -----` chunks
// that differ.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tools/tbuf_opt_main.h"
#include "tools/tbuf_passes.h"
#include "transforms/passes.h"

namespace tbuf {
namespace {

const std::string kDir = "tests/canonicalize_arith";

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> goldenInputs() {
  std::vector<std::string> files;
  for (const auto &entry : std::filesystem::directory_iterator(kDir))
    if (entry.path().extension() == ".mlir") files.push_back(entry.path().filename().string());
  std::sort(files.begin(), files.end());
  return files;
}

/// Output chunks of --split-input-file (separated by `// -----` lines).
std::vector<std::string> chunks(const std::string &text) {
  std::vector<std::string> out;
  size_t begin = 0;
  for (size_t pos = text.find("// -----\n"); pos != std::string::npos; pos = text.find("// -----\n", begin)) {
    out.push_back(text.substr(begin, pos - begin));
    begin = pos + 9;
  }
  out.push_back(text.substr(begin));
  return out;
}

/// Runs the driver on `path`; returns tbuf's stdout (written to a file).
std::string runCanonicalize(const std::string &path, int &exitCode) {
  const char *tmp = std::getenv("TEST_TMPDIR");
  std::string out = std::string(tmp ? tmp : "/tmp") + "/canonicalize_arith.out";
  std::vector<std::string> args = {"tbuf", "--allow-unregistered-dialect", "--split-input-file", "--canonicalize",
                                   path, "-o", out};
  std::vector<char *> argv;
  for (std::string &a : args) argv.push_back(a.data());
  exitCode = tbufOptMain(static_cast<int>(argv.size()), argv.data());
  return readFile(out);
}

class CanonicalizeArith : public ::testing::TestWithParam<std::string> {
 protected:
  static void SetUpTestSuite() {
    registerAllPasses();
    registerTransformPasses();
  }
};

TEST_P(CanonicalizeArith, MatchesMlirOpt) {
  std::string path = kDir + "/" + GetParam();
  std::string expected = readFile(path + ".expected");
  ASSERT_FALSE(expected.empty()) << "cannot read " << path << ".expected";
  int exitCode = 0;
  std::string actual = runCanonicalize(path, exitCode);
  EXPECT_EQ(exitCode, 0);
  if (actual == expected) return;
  std::vector<std::string> want = chunks(expected), got = chunks(actual);
  ASSERT_EQ(got.size(), want.size()) << "chunk count differs\n" << actual;
  for (size_t i = 0; i < want.size(); ++i)
    EXPECT_EQ(got[i], want[i]) << "chunk " << i << " of " << path;
}

INSTANTIATE_TEST_SUITE_P(Golden, CanonicalizeArith, ::testing::ValuesIn(goldenInputs()),
                         [](const ::testing::TestParamInfo<std::string> &info) {
                           std::string name = info.param.substr(0, info.param.find('.'));
                           std::replace_if(name.begin(), name.end(), [](char c) { return !std::isalnum(c); }, '_');
                           return name;
                         });

/// The golden files must cover the required ground (at least 60 cases).
TEST(CanonicalizeArithCoverage, AtLeastSixtyCases) {
  size_t cases = 0;
  for (const std::string &file : goldenInputs()) cases += chunks(readFile(kDir + "/" + file + ".expected")).size();
  EXPECT_GE(cases, 60u);
}

}  // namespace
}  // namespace tbuf
