// Affine map parsing: dims and symbols, precedence and associativity of
// + - * floordiv ceildiv mod, unary minus, parentheses, constants, and the
// errors for non-affine or malformed expressions.
#include <gtest/gtest.h>

#include "ir/parser/parser.h"
#include "parser_test_util.h"

namespace tbuf {
namespace {

using testing::DiagCapture;

AffineMap parseMap(Context &ctx, const std::string &text) {
  Attribute a = parseAttribute(ctx, "affine_map<" + text + ">");
  return a ? a.cast<AffineMapAttr>().getValue() : AffineMap();
}

TEST(ParseAffine, Structure) {
  Context ctx;
  AffineMap m = parseMap(ctx, "(d0, d1)[s0] -> (d0 + d1 * 4 + s0, d1)");
  ASSERT_TRUE(m);
  EXPECT_EQ(m.getNumDims(), 2u);
  EXPECT_EQ(m.getNumSymbols(), 1u);
  EXPECT_EQ(m.getNumResults(), 2u);
  AffineExpr d0 = getAffineDimExpr(0, &ctx), d1 = getAffineDimExpr(1, &ctx), s0 = getAffineSymbolExpr(0, &ctx);
  EXPECT_EQ(m.getResult(0), d0 + d1 * 4 + s0);
  EXPECT_EQ(m.getResult(1), d1);
  AffineMap empty = parseMap(ctx, "() -> ()");
  ASSERT_TRUE(empty);
  EXPECT_EQ(empty.getNumInputs(), 0u);
  EXPECT_EQ(empty.getNumResults(), 0u);
  AffineMap constant = parseMap(ctx, "() -> (0)");
  ASSERT_TRUE(constant);
  EXPECT_TRUE(constant.getResult(0).isConstant(0));
  // Any identifiers name dims and symbols.
  EXPECT_EQ(parseMap(ctx, "(i, j)[n] -> (j, i)"), AffineMap::get(2, 1, {d1, d0}, &ctx));
  EXPECT_TRUE(parseMap(ctx, "(d0, d1) -> (d1, d0)").isPermutation());
}

TEST(ParseAffine, PrecedenceAndAssociativity) {
  Context ctx;
  AffineExpr d0 = getAffineDimExpr(0, &ctx), d1 = getAffineDimExpr(1, &ctx);
  AffineExpr s0 = getAffineSymbolExpr(0, &ctx);
  AffineExpr c2 = getAffineConstantExpr(2, &ctx), c3 = getAffineConstantExpr(3, &ctx);
  auto result = [&](const std::string &expr) {
    AffineMap m = parseMap(ctx, "(d0, d1)[s0] -> (" + expr + ")");
    return m ? m.getResult(0) : AffineExpr();
  };
  EXPECT_EQ(result("d0 + d1 * 2"), d0 + d1 * 2);
  EXPECT_EQ(result("(d0 + d1) * 2"), (d0 + d1) * 2);
  EXPECT_EQ(result("d0 - d1 - 3"), (d0 - d1) + -3);
  EXPECT_EQ(result("d0 floordiv 2 * 3"), d0.floorDiv(c2) * 3);
  EXPECT_EQ(result("d0 mod 3 + d1 ceildiv 2"), (d0 % c3) + d1.ceilDiv(c2));
  EXPECT_EQ(result("-d0"), d0 * -1);
  EXPECT_EQ(result("d0 * -2"), d0 * -2);
  EXPECT_EQ(result("- (d0 + 1)"), (d0 + 1) * -1);
  EXPECT_EQ(result("s0 * d0"), s0 * d0);
  EXPECT_EQ(result("d0 floordiv s0"), d0.floorDiv(s0));
  EXPECT_EQ(result("3 * 4 + 1"), getAffineConstantExpr(13, &ctx));
  // 2^63 is accepted (mlir-opt prints `d0 + INT64_MIN` that way).
  EXPECT_TRUE(result("d0 - 9223372036854775808"));
}

TEST(ParseAffine, LongChainsDoNotRecurse) {
  Context ctx;
  AffineExpr d0 = getAffineDimExpr(0, &ctx);
  std::string text = "d0";
  AffineExpr expected = d0;
  for (int i = 0; i < 5000; ++i) {
    text += " + d0 * 2";
    expected = expected + d0 * 2;
  }
  AffineMap m = parseMap(ctx, "(d0) -> (" + text + ")");
  ASSERT_TRUE(m);
  EXPECT_EQ(m.getResult(0), expected);
}

TEST(ParseAffine, Errors) {
  struct Case {
    const char *text;
    const char *error;  // columns are relative to "affine_map<" + text
  } cases[] = {
      {"(d0) -> (d1)", "1:21: use of undeclared identifier"},
      {"(d0, d1) -> (d0 * d1)", "1:28: non-affine expression: at least one of the multiply operands has to be "
                                "either a constant or symbolic"},
      {"(d0, d1) -> (d0 * d1 * 2)", "1:33: non-affine expression: at least one of the multiply operands has to be "
                                    "either a constant or symbolic"},
      {"(d0) -> (d0 floordiv d0)", "1:24: non-affine expression: right operand of floordiv has to be either a "
                                   "constant or symbolic"},
      {"(d0) -> (d0 ceildiv d0)", "1:24: non-affine expression: right operand of ceildiv has to be either a "
                                  "constant or symbolic"},
      {"(d0) -> (d0 mod d0)", "1:24: non-affine expression: right operand of mod has to be either a constant or "
                              "symbolic"},
      {"(d0) -> (d0 + )", "1:26: missing right operand of binary operator"},
      {"(d0) -> (* d0)", "1:21: missing left operand of binary operator"},
      {"(d0) -> (d0 + ())", "1:27: no expression inside parentheses"},
      {"(d0, d0) -> ()", "1:17: redefinition of identifier 'd0'"},
      {"(d0) -> (d0", "1:23: expected ')' in affine map range"},
      {"(d0) (d0)", "1:16: expected '->' or ':'"},
      {"(d0) -> (99999999999999999999)", "1:21: constant too large for index"},
      {"(d0) -> (%x)", "1:21: unexpected ssa identifier"},
  };
  for (const Case &c : cases) {
    Context ctx;
    DiagCapture capture(ctx);
    EXPECT_FALSE(parseMap(ctx, c.text)) << c.text;
    EXPECT_EQ(capture.firstError(), c.error) << c.text;
  }
}

}  // namespace
}  // namespace tbuf
