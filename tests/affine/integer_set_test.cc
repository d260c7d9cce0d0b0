// Unit tests of IntegerSet / IntegerSetAttr: uniquing, the constraint
// accessors, membership (equalities, inequalities, floordiv/mod, division
// by zero reported), the textual form, and parsing through the attribute
// parser (normalized constraints, `()` as `(0 == 0)`, set vs map errors).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ir/attributes.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/integer_set.h"
#include "ir/parser/parser.h"

namespace tbuf {
namespace {

class IntegerSetTest : public ::testing::Test {
 protected:
  AffineExpr d(unsigned i) { return getAffineDimExpr(i, &ctx); }
  AffineExpr s(unsigned i) { return getAffineSymbolExpr(i, &ctx); }
  IntegerSet parse(const std::string &text) {
    Attribute a = parseAttribute(ctx, text);
    return a && a.isa<IntegerSetAttr>() ? a.cast<IntegerSetAttr>().getValue() : IntegerSet();
  }
  Context ctx;
};

TEST_F(IntegerSetTest, UniquedByStructure) {
  IntegerSet a = IntegerSet::get(1, 1, {d(0) - s(0)}, {false}, &ctx);
  IntegerSet b = IntegerSet::get(1, 1, {d(0) - s(0)}, {false}, &ctx);
  IntegerSet eq = IntegerSet::get(1, 1, {d(0) - s(0)}, {true}, &ctx);
  IntegerSet moreDims = IntegerSet::get(2, 1, {d(0) - s(0)}, {false}, &ctx);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, eq);
  EXPECT_NE(a, moreDims);
  EXPECT_EQ(IntegerSetAttr::get(a), IntegerSetAttr::get(b));
  EXPECT_NE(IntegerSetAttr::get(a), IntegerSetAttr::get(eq));
}

TEST_F(IntegerSetTest, Accessors) {
  IntegerSet set = IntegerSet::get(2, 1, {d(0) - 10, s(0) - d(0), d(1) % 4}, {false, true, true}, &ctx);
  EXPECT_EQ(set.getNumDims(), 2u);
  EXPECT_EQ(set.getNumSymbols(), 1u);
  EXPECT_EQ(set.getNumInputs(), 3u);
  EXPECT_EQ(set.getNumConstraints(), 3u);
  EXPECT_EQ(set.getNumEqualities(), 2u);
  EXPECT_EQ(set.getNumInequalities(), 1u);
  EXPECT_FALSE(set.isEq(0));
  EXPECT_TRUE(set.isEq(2));
  EXPECT_EQ(set.getConstraint(0), d(0) - 10);
}

TEST_F(IntegerSetTest, Contains) {
  // d0 >= 10, d0 == s0, d1 mod 4 == 0
  IntegerSet set = IntegerSet::get(2, 1, {d(0) - 10, s(0) - d(0), d(1) % 4}, {false, true, true}, &ctx);
  EXPECT_TRUE(set.contains({12, 8}, {12}));
  EXPECT_FALSE(set.contains({9, 8}, {9}));    // inequality fails
  EXPECT_FALSE(set.contains({12, 8}, {13}));  // equality fails
  EXPECT_FALSE(set.contains({12, 6}, {12}));  // mod fails
  EXPECT_TRUE(set.contains({12, -4}, {12}));  // mod of a negative value is non-negative
  // (d0 floordiv 2) - 1 >= 0 holds from d0 = 2 on; floordiv rounds down.
  IntegerSet floor = IntegerSet::get(1, 0, {d(0).floorDiv(2) - 1}, {false}, &ctx);
  EXPECT_TRUE(floor.contains({2}, {}));
  EXPECT_FALSE(floor.contains({1}, {}));
  EXPECT_FALSE(floor.contains({-1}, {}));
}

TEST_F(IntegerSetTest, DivisionByZeroIsReported) {
  IntegerSet set = IntegerSet::get(1, 1, {d(0) % s(0)}, {true}, &ctx);
  bool ok = true;
  EXPECT_FALSE(set.contains({3}, {0}, &ok));
  EXPECT_FALSE(ok);
  EXPECT_TRUE(set.contains({6}, {3}, &ok));
  EXPECT_TRUE(ok);
}

TEST_F(IntegerSetTest, PrintedForm) {
  IntegerSet set = IntegerSet::get(2, 1, {d(0) - 10, s(0) - d(0)}, {false, true}, &ctx);
  EXPECT_EQ(set.str(), "(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)");
  EXPECT_EQ(IntegerSetAttr::get(set).str(), "affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>");
  EXPECT_EQ(IntegerSet().str(), "<<NULL INTEGER SET>>");
}

TEST_F(IntegerSetTest, ParsedConstraintsAreNormalized) {
  IntegerSet set = parse("affine_set<(i, j)[N] : (i <= N, i + 2 >= 3, j == 2 * i)>");
  ASSERT_TRUE(set);
  EXPECT_EQ(set.str(), "(d0, d1)[s0] : (-d0 + s0 >= 0, d0 - 1 >= 0, d1 - d0 * 2 == 0)");
  EXPECT_EQ(set, parse("affine_set<(d0, d1)[s0] : (-d0 + s0 >= 0, d0 - 1 >= 0, d1 - d0 * 2 == 0)>"));
  IntegerSet empty = parse("affine_set<(d0) : ()>");
  ASSERT_TRUE(empty);
  EXPECT_EQ(empty.str(), "(d0) : (0 == 0)");
  EXPECT_TRUE(empty.contains({-5}, {}));
}

TEST_F(IntegerSetTest, SetAndMapAreNotInterchangeable) {
  std::vector<std::string> messages;
  ctx.getDiagEngine().setHandler([&](const Diagnostic &d) { messages.push_back(d.message); });
  EXPECT_FALSE(parseAttribute(ctx, "affine_set<(d0) -> (d0)>"));
  EXPECT_FALSE(parseAttribute(ctx, "affine_map<(d0) : (d0 >= 0)>"));
  EXPECT_FALSE(parseAttribute(ctx, "affine_set<(d0) : (d0 > 0)>"));
  ASSERT_EQ(messages.size(), 3u);
  EXPECT_EQ(messages[0], "expected IntegerSet, but got AffineMap");
  EXPECT_EQ(messages[1], "expected AffineMap, but got IntegerSet");
  EXPECT_EQ(messages[2], "expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
}

}  // namespace
}  // namespace tbuf
