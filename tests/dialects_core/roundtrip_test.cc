// Round trip of every func/arith/math/cf op against mlir-opt-22's output.
// For each `// -----` chunk of FILE.mlir, with FILE.mlir.expected and
// FILE.mlir.generic produced by mlir-opt (regen.sh):
//   1. parse + verify + print          == mlir-opt's custom output,
//   2. that output parsed and printed   == itself (a fixed point),
//   3. the generic-form output parsed   == mlir-opt's custom output,
//   4. print in generic form            == mlir-opt's generic output.
// Inputs: this folder's testdata and the shared corpus files of these
// dialects.
#include <gtest/gtest.h>

#include <string>

#include "tests/dialects_core/dialects_core_test_util.h"

namespace tbuf::testing {
namespace {

class RoundTripTest : public ::testing::TestWithParam<std::string> {};

TEST_P(RoundTripTest, MatchesMlirOpt) {
  const std::string path = GetParam();
  std::vector<std::string> inputs = splitInputFile(readDataFile(path));
  std::vector<std::string> expected = splitInputFile(readDataFile(path + ".expected"));
  std::vector<std::string> generic = splitInputFile(readDataFile(path + ".generic"));
  ASSERT_EQ(inputs.size(), expected.size());
  ASSERT_EQ(inputs.size(), generic.size());
  ASSERT_GT(inputs.size(), 0u);

  for (size_t i = 0; i < inputs.size(); ++i) {
    SCOPED_TRACE(path + " chunk " + std::to_string(i));
    std::string want = trimBlankLines(expected[i]);
    std::string wantGeneric = trimBlankLines(generic[i]);
    auto ctx = makeContext();
    std::string diags;

    OwningOpRef module = parseAndVerify(*ctx, inputs[i], &diags);
    ASSERT_TRUE(module) << diags;
    std::string printed = print(module.get());
    EXPECT_EQ(trimBlankLines(printed), want);
    EXPECT_EQ(trimBlankLines(print(module.get(), /*generic=*/true)), wantGeneric);

    OwningOpRef reparsed = parseAndVerify(*ctx, printed, &diags);
    ASSERT_TRUE(reparsed) << diags;
    EXPECT_EQ(print(reparsed.get()), printed);

    OwningOpRef fromGeneric = parseAndVerify(*ctx, generic[i], &diags);
    ASSERT_TRUE(fromGeneric) << diags;
    EXPECT_EQ(trimBlankLines(print(fromGeneric.get())), want);
  }
}

INSTANTIATE_TEST_SUITE_P(DialectsCore, RoundTripTest,
                         ::testing::Values("tests/dialects_core/testdata/arith_ops.mlir",
                                           "tests/dialects_core/testdata/func_ops.mlir",
                                           "tests/dialects_core/testdata/math_ops.mlir",
                                           "tests/dialects_core/testdata/cf_ops.mlir", "tests/corpus/arith.mlir",
                                           "tests/corpus/func.mlir", "tests/corpus/math.mlir",
                                           "tests/corpus/cf.mlir"),
                         [](const ::testing::TestParamInfo<std::string> &info) {
                           std::string name = info.param.substr(info.param.rfind('/') + 1);
                           name = name.substr(0, name.find('.'));
                           return (info.param.find("corpus") != std::string::npos ? "corpus_" : "") + name;
                         });

}  // namespace
}  // namespace tbuf::testing
