// Custom-assembly errors whose mlir-opt diagnostics cannot be written as
// --verify-diagnostics expectations shared with tbuf (mlir-opt adds a second
// error after the first; tbuf's parser stops at the first one, which is
// checked here), and printing of flag attributes that are not MLIR's canonical
// spelling.
#include <gtest/gtest.h>

#include <string>

#include "dialects/arith/arith_ops.h"
#include "ir/parser/parser.h"
#include "tests/dialects_core/dialects_core_test_util.h"

namespace tbuf::testing {
namespace {

/// The first diagnostic parsing `text` produces.
std::string firstError(std::string_view text) {
  auto ctx = makeContext();
  DiagCollector diags(*ctx);
  OwningOpRef module = parseSourceString(*ctx, text, "input.mlir");
  EXPECT_FALSE(module);
  return diags.messages().empty() ? std::string() : diags.messages().front();
}

TEST(ParseErrorsTest, UnknownFlags) {
  EXPECT_NE(firstError("func.func @f(%a: f32) {\n  %0 = arith.addf %a, %a fastmath<quick> : f32\n  return\n}\n")
                .find("2:35: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, "
                      "nnan, ninf, nsz, arcp, contract, afn, fast"),
            std::string::npos);
  EXPECT_NE(firstError("func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a overflow<wrap> : i32\n  return\n}\n")
                .find("2:35: custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, "
                      "nsw, nuw"),
            std::string::npos);
  EXPECT_NE(firstError("func.func @f(%a: f32) {\n  %0 = math.exp %a fastmath<slow> : f32\n  return\n}\n")
                .find("2:29: custom op 'math.exp' expected ::mlir::arith::FastMathFlags to be one of"),
            std::string::npos);
  EXPECT_NE(firstError("func.func @f(%a: f32) {\n  %0 = arith.addf %a, %a fastmath<> : f32\n  return\n}\n")
                .find("2:35: custom op 'arith.addf' expected valid keyword or string"),
            std::string::npos);
}

TEST(ParseErrorsTest, FlagAttributesPrintCanonically) {
  auto ctx = makeContext();
  std::string diags;
  // Generic form with flags out of MLIR's order and with spaces.
  OwningOpRef module = parseAndVerify(*ctx, R"(
func.func @f(%a: f32, %i: i32) {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<ninf, nnan>}> : (f32, f32) -> f32
  %1 = "arith.addi"(%i, %i) <{overflowFlags = #arith.overflow<nuw,nsw>}> : (i32, i32) -> i32
  return
}
)",
                                      &diags);
  ASSERT_TRUE(module) << diags;
  EXPECT_EQ(print(module.get()), R"(module {
  func.func @f(%arg0: f32, %arg1: i32) {
    %0 = arith.addf %arg0, %arg0 fastmath<nnan,ninf> : f32
    %1 = arith.addi %arg1, %arg1 overflow<nsw, nuw> : i32
    return
  }
}
)");
}

TEST(ParseErrorsTest, FlagSpellings) {
  using namespace arith;
  EXPECT_EQ(stringifyFastMathFlags(FastMathFlags::none), "none");
  EXPECT_EQ(stringifyFastMathFlags(FastMathFlags::nnan | FastMathFlags::afn | FastMathFlags::reassoc),
            "reassoc,nnan,afn");
  EXPECT_EQ(stringifyFastMathFlags(FastMathFlags::fast | FastMathFlags::nnan), "fast");
  EXPECT_EQ(stringifyIntegerOverflowFlags(IntegerOverflowFlags::nuw | IntegerOverflowFlags::nsw), "nsw, nuw");
  EXPECT_EQ(getFastMathFlags(Attribute()), FastMathFlags::none);
  auto ctx = makeContext();
  EXPECT_EQ(getFastMathFlags(getFastMathFlagsAttr(ctx.get(), FastMathFlags::contract)), FastMathFlags::contract);
  EXPECT_FALSE(getFastMathFlags(getIntegerOverflowFlagsAttr(ctx.get(), IntegerOverflowFlags::nsw)).has_value());
  EXPECT_EQ(symbolizeCmpFPredicate("uno"), CmpFPredicate::UNO);
  EXPECT_FALSE(symbolizeCmpIPredicate("lt").has_value());
  EXPECT_EQ(stringifyRoundingMode(RoundingMode::toward_zero), "toward_zero");
}

}  // namespace
}  // namespace tbuf::testing
