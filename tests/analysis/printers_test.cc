// The analysis printers (analysis/test_passes.h) against the golden files:
// tests/analysis/golden/mlir holds mlir-opt-22's output, golden/tbuf
// tbuf-only cases. Each file's RUN line names one pass nested in func.func;
// running the printer on every function in order must reproduce the
// expected stdout/stderr byte for byte (including the module printed after
// the pass, which carries the `test.block_ids` annotations of
// --test-print-dominance). This runs the printers without the driver.
#include <filesystem>
#include <fstream>
#include <sstream>

#include "analysis/test_passes.h"
#include "ir/printer/printer.h"
#include "tests/analysis/analysis_test_util.h"

namespace tbuf {
namespace {

std::string readFile(const std::filesystem::path &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

class PrintersTest : public AnalysisTest {
 protected:
  /// Checks every golden file in `dir`; returns how many were checked.
  int checkGoldenFiles(const std::filesystem::path &dir) {
    EXPECT_TRUE(std::filesystem::exists(dir)) << std::filesystem::current_path();
    int checked = 0;
    for (const auto &entry : std::filesystem::directory_iterator(dir)) {
      if (entry.path().extension() != ".mlir") continue;
      SCOPED_TRACE(entry.path().string());
      checkFile(entry.path());
      ++checked;
    }
    return checked;
  }

  void checkFile(const std::filesystem::path &path) {
    std::string text = readFile(path);
    std::string expected = readFile(path.string() + ".out");
    std::string runLine = text.substr(0, text.find('\n'));
    size_t open = runLine.find("func.func(");
    ASSERT_NE(open, std::string::npos);
    std::string pass = runLine.substr(open + 10, runLine.find(')', open) - open - 10);
    std::string expectedStdout = expected, expectedStderr;
    if (size_t marker = expected.find("// ----- stderr -----\n"); marker != std::string::npos) {
      expectedStdout = expected.substr(0, marker);
      expectedStderr = expected.substr(marker + 22);
    }
    Operation *m = parse(text);
    ASSERT_TRUE(m);
    std::string out;
    for (Operation &op : m->getRegion(0).front()) {
      if (op.getName() != "func.func") continue;
      if (pass == "test-print-dominance") out += printDominanceTest(&op);
      else if (pass == "test-print-liveness") out += printLivenessTest(&op);
      else if (pass == "test-alias-analysis") out += printAliasAnalysisTest(&op);
      else if (pass == "test-print-alias") out += printMemrefAliasTest(&op);
      else FAIL() << "unknown pass " << pass;
    }
    // The driver ends its output with an empty line after the module.
    std::string module = printToString(m) + "\n";
    if (pass == "test-print-dominance") {
      EXPECT_EQ(out + module, expectedStdout);
      EXPECT_EQ(expectedStderr, "");
    } else {
      EXPECT_EQ(out, expectedStderr);
      EXPECT_EQ(module, expectedStdout);
    }
  }
};

TEST_F(PrintersTest, MatchMlirOptGoldenFiles) { EXPECT_GE(checkGoldenFiles("tests/analysis/golden/mlir"), 9); }

TEST_F(PrintersTest, MatchTbufGoldenFiles) { EXPECT_GE(checkGoldenFiles("tests/analysis/golden/tbuf"), 2); }

}  // namespace
}  // namespace tbuf
