// Round trips of every scf and bufferization op against mlir-opt-22: each
// chunk of FILE.mlir is parsed and verified, printed (must equal
// FILE.mlir.expected, mlir-opt's output), printed in generic form (must equal
// FILE.mlir.generic), and both printed forms must parse back, verify and
// print the same custom form again. The *_invalid.mlir inputs must produce
// exactly the diagnostics their `expected-*` designators name (mlir-opt's).
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "ir/parser/parser.h"
#include "ir/printer/printer.h"
#include "ir/verifier/verifier.h"
#include "ir/verifier/verify_diagnostics.h"
#include "tests/dialects_scf/test_util.h"

namespace tbuf {
namespace {

const std::string kDir = "tests/dialects_scf/";

std::string diagnosticsText(const std::vector<Diagnostic> &diags) {
  std::string out;
  for (const Diagnostic &d : diags) out += d.str() + "\n";
  return out;
}

class RoundTripTest : public ::testing::TestWithParam<std::string> {};

TEST_P(RoundTripTest, MatchesMlirOpt) {
  std::string path = kDir + GetParam();
  std::string input = testing::readFile(path);
  ASSERT_FALSE(input.empty()) << "cannot read " << path;
  std::vector<std::string> expected = testing::splitOutput(testing::readFile(path + ".expected"));
  std::vector<std::string> generic = testing::splitOutput(testing::readFile(path + ".generic"));
  std::vector<std::pair<size_t, size_t>> chunks = testing::splitInput(input);
  ASSERT_EQ(chunks.size(), expected.size());
  ASSERT_EQ(chunks.size(), generic.size());

  Context ctx;
  testing::registerDialects(ctx);
  std::vector<Diagnostic> diags;
  ctx.getDiagEngine().setHandler([&](const Diagnostic &d) { diags.push_back(d); });
  const SourceBuffer *buffer = ctx.getSourceManager().addBuffer(path, input);
  PrintingFlags genericFlags;
  genericFlags.printGenericOpForm = true;

  for (size_t i = 0; i < chunks.size(); ++i) {
    SCOPED_TRACE("chunk " + std::to_string(i) + " of " + path);
    diags.clear();
    OwningOpRef module = parseSourceBuffer(ctx, buffer, chunks[i].first, chunks[i].second);
    ASSERT_TRUE(module) << diagnosticsText(diags);
    ASSERT_TRUE(succeeded(verify(module.get()))) << diagnosticsText(diags);

    std::string custom = printToString(module.get());
    EXPECT_EQ(testing::trim(custom), testing::trim(expected[i]));
    std::string genericText = printToString(module.get(), genericFlags);
    EXPECT_EQ(testing::trim(genericText), testing::trim(generic[i]));

    // The custom form parses back to the same IR (printing is stable).
    OwningOpRef reparsed = parseSourceString(ctx, custom, "custom.mlir");
    ASSERT_TRUE(reparsed) << diagnosticsText(diags) << custom;
    ASSERT_TRUE(succeeded(verify(reparsed.get()))) << diagnosticsText(diags);
    EXPECT_EQ(printToString(reparsed.get()), custom);

    // So does the generic form.
    OwningOpRef fromGeneric = parseSourceString(ctx, genericText, "generic.mlir");
    ASSERT_TRUE(fromGeneric) << diagnosticsText(diags) << genericText;
    ASSERT_TRUE(succeeded(verify(fromGeneric.get()))) << diagnosticsText(diags);
    EXPECT_EQ(printToString(fromGeneric.get()), custom);
    EXPECT_EQ(printToString(fromGeneric.get(), genericFlags), genericText);
  }
}

// The shared corpus files of the two dialects are checked as well.
INSTANTIATE_TEST_SUITE_P(Dialects, RoundTripTest,
                         ::testing::Values("scf_ops.mlir", "bufferization_ops.mlir", "../corpus/scf.mlir",
                                           "../corpus/bufferization.mlir"));

class DiagnosticsTest : public ::testing::TestWithParam<std::string> {};

TEST_P(DiagnosticsTest, MatchesExpectedErrors) {
  std::string path = kDir + GetParam();
  std::string input = testing::readFile(path);
  ASSERT_FALSE(input.empty()) << "cannot read " << path;
  Context ctx;
  testing::registerDialects(ctx);
  const SourceBuffer *buffer = ctx.getSourceManager().addBuffer(path, input);
  std::string report;
  DiagnosticVerifier verifier(ctx, buffer, /*onlyExpected=*/false, [&](std::string_view text) { report.append(text); });
  std::vector<std::pair<size_t, size_t>> chunks = testing::splitInput(input);
  for (auto [begin, end] : chunks) {
    OwningOpRef module = parseSourceBuffer(ctx, buffer, begin, end);
    if (module) (void)verify(module.get());
  }
  EXPECT_TRUE(succeeded(verifier.verify())) << report;
  EXPECT_EQ(report, "");
  // Every chunk is an error case.
  EXPECT_GE(chunks.size(), 10u);
}

INSTANTIATE_TEST_SUITE_P(Dialects, DiagnosticsTest,
                         ::testing::Values("scf_invalid.mlir", "bufferization_invalid.mlir"));

}  // namespace
}  // namespace tbuf
