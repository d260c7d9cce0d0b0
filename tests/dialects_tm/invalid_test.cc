// Verifier and custom-parser diagnostics of the tensor and memref ops: each
// chunk of testdata/*_invalid.mlir is parsed and verified in its own buffer
// under a DiagnosticVerifier, which must find exactly the `expected-error`
// designators (the same files pass `mlir-opt-22 --verify-diagnostics`, see
// regen.sh). Also covers parse errors that mlir-opt reports twice.
#include <gtest/gtest.h>

#include "dialects/test/test_ops.h"
#include "ir/verifier/verify_diagnostics.h"
#include "tests/util/test_util.h"

namespace tbuf::tm_test {
using namespace test_util;
namespace {

void checkDiagnostics(const std::string &path) {
  std::vector<std::string> chunks = splitInputFile(readFile(path));
  ASSERT_GT(chunks.size(), 1u) << path;
  for (size_t i = 0; i < chunks.size(); ++i) {
    SCOPED_TRACE(path + " chunk " + std::to_string(i));
    Context ctx;
    registerAllDialects(ctx);
    registerTestDialectOps(ctx);
    const SourceBuffer *buffer = ctx.getSourceManager().addBuffer(path, chunks[i]);
    std::string report;
    DiagnosticVerifier verifier(ctx, buffer, /*onlyExpected=*/false,
                                [&](std::string_view s) { report.append(s); });
    OwningOpRef module = parseSourceBuffer(ctx, buffer);
    if (module) (void)verify(module.get());
    EXPECT_TRUE(succeeded(verifier.verify())) << report;
  }
}

TEST(TensorInvalid, Diagnostics) { checkDiagnostics("tests/dialects_tm/testdata/tensor_invalid.mlir"); }
TEST(MemRefInvalid, Diagnostics) { checkDiagnostics("tests/dialects_tm/testdata/memref_invalid.mlir"); }

/// The first diagnostic of parsing `text` ("line:col: message").
std::string firstParseError(const std::string &text) {
  Context ctx;
  registerAllDialects(ctx);
  registerTestDialectOps(ctx);
  std::string first;
  ctx.getDiagEngine().setHandler([&](const Diagnostic &d) {
    if (first.empty()) first = std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col) + ": " + d.message;
  });
  OwningOpRef module = parseSourceString(ctx, text, "test.mlir");
  EXPECT_FALSE(module);
  return first;
}

TEST(TensorInvalid, DynamicIndexListToken) {
  // mlir-opt: "expected integer value" at the token, then "expected SSA value
  // or integer" at the op.
  std::string err = firstParseError("func.func @f(%t: tensor<8x16xf32>) {\n"
                                    "  %0 = tensor.extract_slice %t[0, x] [4, 4] [1, 1] : tensor<8x16xf32> to "
                                    "tensor<4x4xf32>\n"
                                    "  return\n"
                                    "}\n");
  EXPECT_EQ(err.rfind("2:35: ", 0), 0u) << err;
  EXPECT_NE(err.find("expected integer value"), std::string::npos) << err;
}

TEST(MemRefInvalid, GlobalInitialValueKind) {
  std::string err = firstParseError("memref.global @g : memref<2xf32> = 3\n");
  EXPECT_EQ(err.rfind("1:36: ", 0), 0u) << err;
  EXPECT_NE(err.find("integer literal not valid for specified type"), std::string::npos) << err;
}

TEST(MemRefInvalid, SubviewMissingList) {
  std::string err = firstParseError("func.func @f(%m: memref<8xf32>) {\n"
                                    "  %0 = memref.subview %m[0] [4] : memref<8xf32> to memref<4xf32>\n"
                                    "  return\n"
                                    "}\n");
  // mlir-opt: "2:32: expected '[' in dynamic index list".
  EXPECT_EQ(err.rfind("2:32: ", 0), 0u) << err;
  EXPECT_NE(err.find("expected '['"), std::string::npos) << err;
}

}  // namespace
}  // namespace tbuf::tm_test
