// Round trips of the linalg ops against mlir-opt-22's output: every chunk of
// testdata/ops.mlir and tests/corpus/linalg.mlir must print exactly as
// mlir-opt prints it (custom and generic form), reparse to the same text, and
// the generic form mlir-opt printed must parse back to the same IR.
#include <gtest/gtest.h>

#include "tests/util/test_util.h"

namespace tbuf::linalg_test {
using namespace test_util;
namespace {

struct Corpus {
  std::vector<std::string> inputs, expected, generic;
};

Corpus loadCorpus(const std::string &base) {
  Corpus c;
  c.inputs = splitInputFile(readFile(base));
  c.expected = splitOutput(readFile(base + ".expected"));
  c.generic = splitOutput(readFile(base + ".generic"));
  return c;
}

void checkRoundTrip(const std::string &base) {
  Corpus c = loadCorpus(base);
  ASSERT_FALSE(c.inputs.empty()) << base;
  ASSERT_EQ(c.inputs.size(), c.expected.size()) << base;
  ASSERT_EQ(c.inputs.size(), c.generic.size()) << base;
  for (size_t i = 0; i < c.inputs.size(); ++i) {
    SCOPED_TRACE(base + " chunk " + std::to_string(i));
    // Input -> custom and generic form.
    TestContext tc;
    OwningOpRef module = parseAndVerify(tc, c.inputs[i]);
    ASSERT_TRUE(module) << tc.diagnostics;
    std::string custom = printCustom(module.get());
    EXPECT_EQ(custom, c.expected[i]);
    EXPECT_EQ(printGeneric(module.get()), c.generic[i]);

    // The printed custom form is stable.
    TestContext tc2;
    OwningOpRef reparsed = parseAndVerify(tc2, custom);
    ASSERT_TRUE(reparsed) << tc2.diagnostics;
    EXPECT_EQ(printCustom(reparsed.get()), c.expected[i]);

    // mlir-opt's generic form parses back to the same IR.
    TestContext tc3;
    OwningOpRef fromGeneric = parseAndVerify(tc3, c.generic[i]);
    ASSERT_TRUE(fromGeneric) << tc3.diagnostics;
    EXPECT_EQ(printCustom(fromGeneric.get()), c.expected[i]);
    EXPECT_EQ(printGeneric(fromGeneric.get()), c.generic[i]);
  }
}

TEST(LinalgRoundTrip, OpsTestdata) { checkRoundTrip("tests/dialects_linalg/testdata/ops.mlir"); }

TEST(LinalgRoundTrip, Corpus) { checkRoundTrip("tests/corpus/linalg.mlir"); }

}  // namespace
}  // namespace tbuf::linalg_test
