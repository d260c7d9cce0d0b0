// Verifier and parser errors of the linalg ops: every chunk of
// testdata/invalid.mlir carries `expected-error` designators with mlir-opt's
// messages (regen.sh checks them with mlir-opt-22 --verify-diagnostics); tbuf
// must emit exactly those diagnostics at those lines.
#include <gtest/gtest.h>

#include "dialects/test/test_ops.h"
#include "ir/verifier/verify_diagnostics.h"
#include "tests/util/test_util.h"

namespace tbuf::linalg_test {
using namespace test_util;
namespace {

TEST(LinalgVerifier, InvalidTestdata) {
  std::vector<std::string> chunks = splitInputFile(readFile("tests/dialects_linalg/testdata/invalid.mlir"));
  ASSERT_GT(chunks.size(), 40u);
  for (size_t i = 0; i < chunks.size(); ++i) {
    SCOPED_TRACE("chunk " + std::to_string(i) + ":\n" + chunks[i]);
    Context ctx;
    registerAllDialects(ctx);
    registerTestDialectOps(ctx);
    const SourceBuffer *buffer = ctx.getSourceManager().addBuffer("invalid.mlir", chunks[i]);
    std::string report;
    LogicalResult result = success();
    {
      DiagnosticVerifier verifier(ctx, buffer, /*onlyExpected=*/false,
                                  [&](std::string_view s) { report += std::string(s) + "\n"; });
      OwningOpRef module = parseSourceBuffer(ctx, buffer);
      if (module) {
        EXPECT_TRUE(failed(verify(module.get()))) << "verified although invalid";
      }
      result = verifier.verify();
    }
    EXPECT_TRUE(succeeded(result)) << report;
  }
}

/// Each chunk is valid once its error is fixed: the designators are what
/// fails, not something else in the chunk. Checked on one case per op by
/// turning a bad program into a good one.
TEST(LinalgVerifier, FixedProgramsVerify) {
  const char *programs[] = {
      R"(func.func @f(%v: f32, %t: tensor<4xf32>) -> tensor<4xf32> {
           %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
           return %0 : tensor<4xf32>
         })",
      R"(func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
           %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1, 0]
           return %0 : tensor<3x2xf32>
         })",
      R"(func.func @f(%a: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
           %0 = linalg.reduce { arith.addf } ins(%a : tensor<2x3xf32>) outs(%b : tensor<2xf32>) dimensions = [1]
           return %0 : tensor<2xf32>
         })",
  };
  for (const char *p : programs) {
    TestContext tc;
    EXPECT_TRUE(parseAndVerify(tc, p)) << tc.diagnostics;
  }
}

}  // namespace
}  // namespace tbuf::linalg_test

namespace tbuf::linalg_test {
using namespace test_util;
namespace {

/// Malformed generic-form ops: parsing, printing (both forms) and verifying
/// must report errors, never crash.
TEST(LinalgVerifier, MalformedGenericFormIsRejected) {
  const char *cases[] = {
      R"("linalg.generic"() : () -> ())",
      R"("linalg.generic"() ({}) : () -> ())",
      R"(func.func @f(%a: tensor<4xf32>) {
           "linalg.matmul"(%a) ({}) : (tensor<4xf32>) -> ()
           return
         })",
      R"(func.func @f(%a: tensor<4xf32>) {
           "linalg.matmul"(%a) <{operandSegmentSizes = array<i32: 0, 1>}> ({
           ^bb0(%x: f32):
             linalg.yield %x : f32
           }) : (tensor<4xf32>) -> ()
           return
         })",
      R"(func.func @f(%a: tensor<4xf32>) {
           "linalg.reduce"(%a, %a, %a) <{dimensions = array<i64: 0>}> ({
           ^bb0(%x: f32, %y: f32, %z: f32):
             linalg.yield %x : f32
           }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
           return
         })",
      R"(func.func @f(%a: tensor<4xf32>) {
           "linalg.transpose"(%a, %a, %a) <{permutation = array<i64: 0>}> ({
           ^bb0(%x: f32, %y: f32, %z: f32):
             linalg.yield %x : f32
           }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
           return
         })",
      R"(func.func @f() {
           "linalg.map"() ({
           ^bb0:
             linalg.yield
           }) : () -> ()
           return
         })",
      R"(func.func @f(%a: tensor<4xf32>) {
           "linalg.fill"(%a) <{operandSegmentSizes = array<i32: 1, 0>}> ({
           ^bb0(%x: f32):
             linalg.yield %x : f32
           }) : (tensor<4xf32>) -> ()
           return
         })",
      R"(func.func @f(%a: tensor<4xf32>) {
           "linalg.generic"(%a) <{indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
           ^bb0(%x: f32):
             "linalg.index"() : () -> index
             linalg.yield %x : f32
           }) : (tensor<4xf32>) -> tensor<4xf32>
           return
         })",
      R"(func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) {
           %0 = "linalg.generic"(%a, %b) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
           }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
           return
         })",
      R"(func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) {
           %0 = "linalg.copy"(%a, %b) <{cast = 3 : i32, operandSegmentSizes = array<i32: 1, 1>}> ({
           ^bb0(%x: f32, %y: f32):
             linalg.yield %x : f32
           }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
           return
         })",
      R"(func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) {
           %0 = "linalg.matmul"(%a, %a, %b) <{indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
           ^bb0(%x: f32, %y: f32, %z: f32):
             linalg.yield %x : f32
           }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
           return
         })",
  };
  for (const char *c : cases) {
    SCOPED_TRACE(c);
    TestContext tc;
    OwningOpRef module = parseSourceString(tc.ctx, c, "malformed.mlir");
    ASSERT_TRUE(module) << tc.diagnostics;
    EXPECT_FALSE(printCustom(module.get()).empty());
    EXPECT_FALSE(printGeneric(module.get()).empty());
    EXPECT_TRUE(failed(verify(module.get())));
    EXPECT_NE(tc.diagnostics.find("error"), std::string::npos) << tc.diagnostics;
  }
}

}  // namespace
}  // namespace tbuf::linalg_test
