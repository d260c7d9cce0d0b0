// Diagnostics of invalid func/arith/math/cf IR. Each `// -----` chunk of
// testdata/*_invalid.mlir carries `// expected-error` (and `expected-note`)
// designators that mlir-opt-22 --verify-diagnostics accepts (regen.sh checks
// that); here tbuf must produce exactly the same diagnostics, through the
// same DiagnosticVerifier the `tbuf --verify-diagnostics` driver uses.
#include <gtest/gtest.h>

#include <string>

#include "ir/parser/parser.h"
#include "ir/verifier/verifier.h"
#include "ir/verifier/verify_diagnostics.h"
#include "tests/dialects_core/dialects_core_test_util.h"

namespace tbuf::testing {
namespace {

class InvalidIRTest : public ::testing::TestWithParam<std::string> {};

TEST_P(InvalidIRTest, EmitsMlirOptDiagnostics) {
  const std::string path = GetParam();
  std::vector<std::string> chunks = splitInputFile(readDataFile(path));
  ASSERT_GT(chunks.size(), 0u);
  for (size_t i = 0; i < chunks.size(); ++i) {
    SCOPED_TRACE(path + " chunk " + std::to_string(i) + ":\n" + chunks[i]);
    // A chunk without designators could never fail.
    ASSERT_NE(chunks[i].find("expected-error"), std::string::npos);
    auto ctx = makeContext();
    const SourceBuffer *buffer = ctx->getSourceManager().addBuffer(path, chunks[i]);
    std::string report;
    DiagnosticVerifier verifier(*ctx, buffer, /*onlyExpected=*/false,
                                [&](std::string_view s) { report += std::string(s) + "\n"; });
    OwningOpRef module = parseSourceBuffer(*ctx, buffer);
    if (module) (void)verify(module.get());
    EXPECT_TRUE(succeeded(verifier.verify())) << report;
  }
}

INSTANTIATE_TEST_SUITE_P(DialectsCore, InvalidIRTest,
                         ::testing::Values("tests/dialects_core/testdata/arith_invalid.mlir",
                                           "tests/dialects_core/testdata/func_invalid.mlir",
                                           "tests/dialects_core/testdata/math_invalid.mlir",
                                           "tests/dialects_core/testdata/cf_invalid.mlir"),
                         [](const ::testing::TestParamInfo<std::string> &info) {
                           std::string name = info.param.substr(info.param.rfind('/') + 1);
                           return name.substr(0, name.find('.'));
                         });

// The shared malformed-input cases that involve these dialects.
INSTANTIATE_TEST_SUITE_P(
    Malformed, InvalidIRTest,
    ::testing::Values("tests/malformed/bad_cmpi_predicate.mlir", "tests/malformed/block_arg_type_mismatch.mlir",
                      "tests/malformed/call_operand_type.mlir", "tests/malformed/invalid_visibility.mlir",
                      "tests/malformed/missing_colon_type.mlir", "tests/malformed/nested_func_in_func.mlir",
                      "tests/malformed/return_count.mlir", "tests/malformed/return_type.mlir",
                      "tests/malformed/successor_operand_count.mlir", "tests/malformed/switch_case_operands.mlir",
                      "tests/malformed/truncated_func.mlir", "tests/malformed/undefined_symbol_call.mlir",
                      "tests/malformed/unknown_op.mlir", "tests/malformed/value_type_mismatch.mlir",
                      "tests/malformed/wrong_operand_count.mlir", "tests/malformed/wrong_operand_type.mlir"),
    [](const ::testing::TestParamInfo<std::string> &info) {
      std::string name = info.param.substr(info.param.rfind('/') + 1);
      return name.substr(0, name.find('.'));
    });

}  // namespace
}  // namespace tbuf::testing
