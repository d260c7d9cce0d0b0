// Unit tests of the attributes kept in the context's arena with their own
// tables: string attributes (header and text in one block, found by text and
// type) and dense elements attributes (header and values in one block, found
// by type, flags and the values' bits). Equal arguments must give the same
// object, different ones a different object, and what an attribute hands out
// (its text, its values) must stay valid and unchanged while the arena grows.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "ir/attributes.h"
#include "ir/builder.h"
#include "ir/context.h"
#include "ir/types.h"

namespace tbuf {
namespace {

TEST(ArenaAttributes, StringAttrFoundAgainByTextAndType) {
  Context ctx;
  OpBuilder b(&ctx);
  // Longer than 16 bytes (past the packed short-text hash), built at run
  // time so that the attribute cannot share the caller's characters.
  std::string longText = "__constant_4xf32_" + std::to_string(123456);
  StringAttr a = StringAttr::get(&ctx, longText);
  EXPECT_NE(a.getValue().data(), longText.data());
  EXPECT_EQ(a.getValue(), longText);
  std::string copy = longText;
  longText.assign(longText.size(), 'x');
  EXPECT_EQ(a.getValue(), copy);
  EXPECT_EQ(StringAttr::get(&ctx, copy), a);
  EXPECT_NE(StringAttr::get(&ctx, longText), a);

  // The empty text is one attribute per type.
  StringAttr empty = StringAttr::get(&ctx, "");
  EXPECT_EQ(StringAttr::get(&ctx, std::string()), empty);
  EXPECT_TRUE(empty.getValue().empty());
  EXPECT_FALSE(empty.getType());
  EXPECT_NE(StringAttr::get(&ctx, "", b.getI32Type()), empty);

  // The same text with different types: different attributes, each kept.
  StringAttr plain = StringAttr::get(&ctx, "sym"), i32 = StringAttr::get(&ctx, "sym", b.getI32Type()),
             f32 = StringAttr::get(&ctx, "sym", b.getF32Type());
  EXPECT_NE(plain, i32);
  EXPECT_NE(i32, f32);
  EXPECT_NE(plain, f32);
  EXPECT_EQ(StringAttr::get(&ctx, "sym", b.getI32Type()), i32);
  EXPECT_EQ(StringAttr::get(&ctx, "sym", b.getF32Type()), f32);
  EXPECT_EQ(i32.getType(), Type(b.getI32Type()));
  EXPECT_EQ(f32.getValue(), "sym");
  EXPECT_EQ(StringAttr::get(&ctx, copy, b.getI32Type()).getValue(), copy);
  EXPECT_NE(StringAttr::get(&ctx, copy, b.getI32Type()), a);
}

TEST(ArenaAttributes, ManyStringsStayFoundAndTheirViewsStable) {
  Context ctx;
  // Some 4000 texts of 2 to 60 bytes take many arena slabs and make the
  // table grow several times.
  std::vector<std::string> texts;
  std::vector<StringAttr> attrs;
  std::vector<std::string_view> views;
  for (int i = 0; i < 4000; ++i) {
    std::string text = (i % 3 == 0 ? "f" : i % 3 == 1 ? "g_a_longer_symbol_name_" : "") + std::to_string(i);
    if (i % 7 == 0) text += std::string(i % 40, 'z');
    texts.push_back(text);
    attrs.push_back(StringAttr::get(&ctx, text));
    views.push_back(attrs.back().getValue());
  }
  for (int i = 0; i < 4000; ++i) {
    StringAttr again = StringAttr::get(&ctx, texts[i]);
    ASSERT_EQ(again, attrs[i]) << i;
    // The same characters at the same address, unchanged.
    ASSERT_EQ(again.getValue().data(), views[i].data()) << i;
    ASSERT_EQ(views[i], texts[i]) << i;
    if (i) {
      ASSERT_NE(attrs[i], attrs[i - 1]) << i;
    }
  }
}

TEST(ArenaAttributes, DenseFoundAgainByValues) {
  Context ctx;
  OpBuilder b(&ctx);
  ShapedType f4 = RankedTensorType::get(&ctx, {4}, b.getF32Type());
  ShapedType i4 = RankedTensorType::get(&ctx, {4}, b.getI32Type());
  ShapedType f4Vector = VectorType::get({4}, b.getF32Type());

  DenseElementsAttr floats = DenseElementsAttr::getFloats(f4, {1.5, 2.5, 3.5, 4.5});
  EXPECT_EQ(DenseElementsAttr::getFloats(f4, {1.5, 2.5, 3.5, 4.5}), floats);
  EXPECT_NE(DenseElementsAttr::getFloats(f4, {1.5, 2.5, 3.5, 4.75}), floats);
  EXPECT_NE(DenseElementsAttr::getFloats(f4Vector, {1.5, 2.5, 3.5, 4.5}), floats);
  EXPECT_FALSE(floats.isSplat());
  ASSERT_EQ(floats.getRawFloats().size(), 4u);
  EXPECT_TRUE(floats.getRawInts().empty());
  EXPECT_EQ(floats.getFloatAt(3), 4.5);
  // f32 values are rounded before uniquing: 0.1 and its f32 rounding agree.
  EXPECT_EQ(DenseElementsAttr::getFloats(f4, {0.1, 1, 2, 3}),
            DenseElementsAttr::getFloats(f4, {double(0.1f), 1, 2, 3}));

  DenseElementsAttr ints = DenseElementsAttr::getInts(i4, {1, -2, 3, 1 << 20});
  EXPECT_EQ(DenseElementsAttr::getInts(i4, {1, -2, 3, 1 << 20}), ints);
  EXPECT_NE(DenseElementsAttr::getInts(i4, {1, -2, 3, 1 << 21}), ints);
  ASSERT_EQ(ints.getRawInts().size(), 4u);
  EXPECT_TRUE(ints.getRawFloats().empty());
  EXPECT_EQ(ints.getIntAt(1), -2);
  // Truncated to the width before uniquing.
  EXPECT_EQ(DenseElementsAttr::getInts(i4, {1, -2, 3, (int64_t(1) << 32) + (1 << 20)}), ints);

  // No elements at all.
  ShapedType none = RankedTensorType::get(&ctx, {0}, b.getI32Type());
  DenseElementsAttr empty = DenseElementsAttr::getInts(none, {});
  EXPECT_EQ(DenseElementsAttr::getInts(none, {}), empty);
  EXPECT_TRUE(empty.getRawInts().empty());
}

TEST(ArenaAttributes, DenseValuesCompareBitForBit) {
  Context ctx;
  OpBuilder b(&ctx);
  ShapedType f4 = RankedTensorType::get(&ctx, {4}, b.getF64Type());
  EXPECT_NE(DenseElementsAttr::getSplatFloat(f4, 0.0), DenseElementsAttr::getSplatFloat(f4, -0.0));
  EXPECT_TRUE(std::signbit(DenseElementsAttr::getSplatFloat(f4, -0.0).getFloatAt(2)));
  DenseElementsAttr positive = DenseElementsAttr::getFloats(f4, {0.0, 1, 2, 3});
  DenseElementsAttr negative = DenseElementsAttr::getFloats(f4, {-0.0, 1, 2, 3});
  EXPECT_NE(positive, negative);
  EXPECT_EQ(DenseElementsAttr::getFloats(f4, {-0.0, 1, 2, 3}), negative);
  EXPECT_TRUE(std::signbit(negative.getFloatAt(0)));
  EXPECT_FALSE(std::signbit(positive.getFloatAt(0)));

  // NaNs: equal payloads are one attribute, different payloads two.
  double nan1 = std::numeric_limits<double>::quiet_NaN(), nan2;
  uint64_t bits;
  std::memcpy(&bits, &nan1, 8);
  bits ^= 1;
  std::memcpy(&nan2, &bits, 8);
  DenseElementsAttr n1 = DenseElementsAttr::getSplatFloat(f4, nan1);
  EXPECT_EQ(DenseElementsAttr::getSplatFloat(f4, nan1), n1);
  EXPECT_NE(DenseElementsAttr::getSplatFloat(f4, nan2), n1);
  EXPECT_EQ(DenseElementsAttr::getFloats(f4, {nan1, nan1, nan1, nan1}), n1);
  EXPECT_NE(DenseElementsAttr::getFloats(f4, {nan1, nan2, nan1, nan1}), n1);
}

TEST(ArenaAttributes, DenseSplatAndKindOfValues) {
  Context ctx;
  OpBuilder b(&ctx);
  ShapedType f4 = RankedTensorType::get(&ctx, {4}, b.getF32Type());
  ShapedType i4 = RankedTensorType::get(&ctx, {4}, b.getI32Type());
  // All values equal: stored (and found) as the splat.
  DenseElementsAttr splat = DenseElementsAttr::getSplatFloat(f4, 2.0);
  EXPECT_TRUE(splat.isSplat());
  EXPECT_EQ(DenseElementsAttr::getFloats(f4, {2, 2, 2, 2}), splat);
  EXPECT_EQ(splat.getRawFloats().size(), 1u);
  EXPECT_EQ(splat.getFloatAt(3), 2.0);
  // One different value: not the splat.
  DenseElementsAttr notSplat = DenseElementsAttr::getFloats(f4, {2, 2, 2, 3});
  EXPECT_NE(notSplat, splat);
  EXPECT_FALSE(notSplat.isSplat());
  DenseElementsAttr intSplat = DenseElementsAttr::getSplatInt(i4, 7);
  EXPECT_EQ(DenseElementsAttr::getInts(i4, {7, 7, 7, 7}), intSplat);
  EXPECT_NE(DenseElementsAttr::getInts(i4, {7, 7, 7, 8}), intSplat);
  // Integer and float values of the same bits and type are kept apart (as
  // they were when the general table's key counted each kind's values).
  DenseElementsAttr intZero = DenseElementsAttr::getSplatInt(f4, 0);
  DenseElementsAttr floatZero = DenseElementsAttr::getSplatFloat(f4, 0.0);
  EXPECT_NE(intZero, floatZero);
  EXPECT_EQ(intZero.getRawInts().size(), 1u);
  EXPECT_TRUE(intZero.getRawFloats().empty());
  EXPECT_EQ(floatZero.getRawFloats().size(), 1u);
  EXPECT_TRUE(floatZero.getRawInts().empty());
  EXPECT_EQ(DenseElementsAttr::getSplatInt(f4, 0), intZero);
}

TEST(ArenaAttributes, ManyDenseStayFoundAndTheirValuesStable) {
  Context ctx;
  OpBuilder b(&ctx);
  ShapedType f4 = RankedTensorType::get(&ctx, {4}, b.getF32Type());
  std::vector<DenseElementsAttr> attrs;
  std::vector<const double *> values;
  for (int i = 0; i < 4000; ++i) {
    double x = i * 0.5;
    attrs.push_back(DenseElementsAttr::getFloats(f4, {x, x + 1, x + 2, x + 3}));
    values.push_back(attrs.back().getRawFloats().data());
  }
  for (int i = 0; i < 4000; ++i) {
    double x = i * 0.5;
    DenseElementsAttr again = DenseElementsAttr::getFloats(f4, {x, x + 1, x + 2, x + 3});
    ASSERT_EQ(again, attrs[i]) << i;
    ASSERT_EQ(again.getRawFloats().data(), values[i]) << i;
    ASSERT_EQ(values[i][3], x + 3) << i;
    if (i) {
      ASSERT_NE(attrs[i], attrs[i - 1]) << i;
    }
  }
  // Printed as before: the values read back from the arena.
  EXPECT_EQ(attrs[3].str(), "dense<[1.500000e+00, 2.500000e+00, 3.500000e+00, 4.500000e+00]> : tensor<4xf32>");
}

}  // namespace
}  // namespace tbuf
