// Round trips of the tensor and memref ops against mlir-opt-22's output:
// every chunk of testdata/{tensor,memref}_ops.mlir and of
// tests/corpus/{tensor,memref}.mlir must print exactly as mlir-opt prints it
// (custom and generic form), reparse to the same text, and the generic form
// mlir-opt printed must parse back to the same IR.
#include <gtest/gtest.h>

#include "tests/util/test_util.h"

namespace tbuf::tm_test {
using namespace test_util;
namespace {

void checkRoundTrip(const std::string &base) {
  std::vector<std::string> inputs = splitInputFile(readFile(base));
  std::vector<std::string> expected = splitOutput(readFile(base + ".expected"));
  std::vector<std::string> generic = splitOutput(readFile(base + ".generic"));
  ASSERT_GT(inputs.size(), 1u) << base;
  ASSERT_EQ(inputs.size(), expected.size()) << base;
  ASSERT_EQ(inputs.size(), generic.size()) << base;
  for (size_t i = 0; i < inputs.size(); ++i) {
    SCOPED_TRACE(base + " chunk " + std::to_string(i));
    TestContext tc;
    OwningOpRef module = parseAndVerify(tc, inputs[i]);
    ASSERT_TRUE(module) << tc.diagnostics;
    std::string custom = printCustom(module.get());
    EXPECT_EQ(custom, expected[i]);
    EXPECT_EQ(printGeneric(module.get()), generic[i]);

    // The printed custom form is stable.
    TestContext tc2;
    OwningOpRef reparsed = parseAndVerify(tc2, custom);
    ASSERT_TRUE(reparsed) << tc2.diagnostics;
    EXPECT_EQ(printCustom(reparsed.get()), expected[i]);

    // mlir-opt's generic form parses back to the same IR.
    TestContext tc3;
    OwningOpRef fromGeneric = parseAndVerify(tc3, generic[i]);
    ASSERT_TRUE(fromGeneric) << tc3.diagnostics;
    EXPECT_EQ(printCustom(fromGeneric.get()), expected[i]);
    EXPECT_EQ(printGeneric(fromGeneric.get()), generic[i]);
  }
}

TEST(TensorRoundTrip, Testdata) { checkRoundTrip("tests/dialects_tm/testdata/tensor_ops.mlir"); }
TEST(TensorRoundTrip, Corpus) { checkRoundTrip("tests/corpus/tensor.mlir"); }
TEST(MemRefRoundTrip, Testdata) { checkRoundTrip("tests/dialects_tm/testdata/memref_ops.mlir"); }
TEST(MemRefRoundTrip, Corpus) { checkRoundTrip("tests/corpus/memref.mlir"); }

}  // namespace
}  // namespace tbuf::tm_test
