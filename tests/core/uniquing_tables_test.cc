// Unit tests of the context's dedicated uniquing tables: string attributes
// by (value, type), dictionaries by the hash of their entries, and the
// general table's key hash. Whatever table a getter uses, equal arguments
// must give the same object and different arguments different objects; the
// line index of a source buffer is checked here too.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ir/attributes.h"
#include "ir/builder.h"
#include "ir/context.h"
#include "ir/diagnostics.h"

namespace tbuf {
namespace {

TEST(UniquingTables, StringAttributesByValueAndType) {
  Context ctx;
  OpBuilder b(&ctx);
  StringAttr a = StringAttr::get(&ctx, "f0");
  EXPECT_EQ(StringAttr::get(&ctx, std::string("f0")), a);
  EXPECT_EQ(a.getValue(), "f0");
  EXPECT_NE(StringAttr::get(&ctx, "f1"), a);
  EXPECT_NE(StringAttr::get(&ctx, "f0", b.getI32Type()), a);
  EXPECT_EQ(StringAttr::get(&ctx, "f0", b.getI32Type()), StringAttr::get(&ctx, "f0", b.getI32Type()));
  EXPECT_EQ(StringAttr::get(&ctx, "").getValue(), "");

  // Texts of every length class the hash distinguishes (up to 3, 4-7, 8-16
  // and longer bytes), differing in one middle byte.
  for (size_t n : {1u, 2u, 3u, 5u, 7u, 8u, 12u, 16u, 17u, 40u}) {
    std::string x(n, 'a'), y(n, 'a');
    y[n / 2] = 'b';
    StringAttr sx = StringAttr::get(&ctx, x), sy = StringAttr::get(&ctx, y);
    EXPECT_NE(sx, sy) << n;
    EXPECT_EQ(StringAttr::get(&ctx, x), sx) << n;
    EXPECT_EQ(sy.getValue(), y) << n;
  }

  // Many new strings (the table grows): each stays found.
  std::vector<StringAttr> names;
  for (int i = 0; i < 5000; ++i) names.push_back(StringAttr::get(&ctx, "name" + std::to_string(i)));
  for (int i = 0; i < 5000; ++i) {
    StringAttr again = StringAttr::get(&ctx, "name" + std::to_string(i));
    ASSERT_EQ(again, names[i]) << i;
    ASSERT_EQ(again.getValue(), "name" + std::to_string(i));
  }
}

TEST(UniquingTables, DictionariesByEntries) {
  Context ctx;
  OpBuilder b(&ctx);
  Attribute one = b.getI64IntegerAttr(1), two = b.getI64IntegerAttr(2);
  DictionaryAttr d = DictionaryAttr::get(&ctx, {{"sym_name", StringAttr::get(&ctx, "f")}, {"function_type", one}});
  // Order of the given entries does not matter; the stored order is by name.
  EXPECT_EQ(DictionaryAttr::get(&ctx, {{"function_type", one}, {"sym_name", StringAttr::get(&ctx, "f")}}), d);
  ASSERT_EQ(d.getValue().size(), 2u);
  EXPECT_EQ(d.getValue()[0].name, "function_type");
  // A different value, name or number of entries is another dictionary.
  EXPECT_NE(DictionaryAttr::get(&ctx, {{"function_type", two}, {"sym_name", StringAttr::get(&ctx, "f")}}), d);
  EXPECT_NE(DictionaryAttr::get(&ctx, {{"function_typf", one}, {"sym_name", StringAttr::get(&ctx, "f")}}), d);
  EXPECT_NE(DictionaryAttr::get(&ctx, {{"function_type", one}, {"sym_name", StringAttr::get(&ctx, "f")}, {"x", one}}),
            d);
  // Later duplicates are dropped before uniquing.
  EXPECT_EQ(DictionaryAttr::get(&ctx, {{"function_type", one}, {"sym_name", StringAttr::get(&ctx, "f")},
                                       {"function_type", two}}),
            d);

  // Many dictionaries (the table grows): each stays found and distinct.
  std::vector<DictionaryAttr> dicts;
  for (int i = 0; i < 3000; ++i)
    dicts.push_back(DictionaryAttr::get(&ctx, {{"a", b.getI64IntegerAttr(i)}, {"b", one}}));
  for (int i = 0; i < 3000; ++i) {
    DictionaryAttr again = DictionaryAttr::get(&ctx, {{"b", one}, {"a", b.getI64IntegerAttr(i)}});
    ASSERT_EQ(again, dicts[i]) << i;
    if (i) {
      ASSERT_NE(dicts[i], dicts[i - 1]) << i;
    }
  }
}

TEST(UniquingTables, GeneralTableKeysOfEveryLength) {
  Context ctx;
  OpBuilder b(&ctx);
  // Function types of growing arity have keys of growing length (the key
  // hash reads them a word at a time, with a partial last word).
  std::vector<Type> inputs;
  std::vector<FunctionType> types;
  for (int i = 0; i < 20; ++i) {
    types.push_back(FunctionType::get(&ctx, inputs, {}));
    inputs.push_back(i % 2 ? Type(b.getI32Type()) : Type(b.getIndexType()));
  }
  inputs.clear();
  for (int i = 0; i < 20; ++i) {
    EXPECT_EQ(FunctionType::get(&ctx, inputs, {}), types[i]) << i;
    if (i) {
      EXPECT_NE(types[i], types[i - 1]) << i;
    }
    inputs.push_back(i % 2 ? Type(b.getI32Type()) : Type(b.getIndexType()));
  }
  for (int64_t v : {0, 1, -1, 1 << 20, -(1 << 20)})
    EXPECT_EQ(IntegerAttr::get(b.getIndexType(), v), IntegerAttr::get(b.getIndexType(), v));
  EXPECT_NE(IntegerAttr::get(b.getIndexType(), 1), IntegerAttr::get(b.getI64Type(), 1));
}

TEST(UniquingTables, SourceBufferLineIndex) {
  SourceBuffer buffer("f.mlir", "ab\n\ncd\r\nlast");
  ASSERT_EQ(buffer.getNumLines(), 4u);
  EXPECT_EQ(buffer.getLineStart(1), 0u);
  EXPECT_EQ(buffer.getLineEnd(1), 3u);
  EXPECT_EQ(buffer.getLineStart(2), 3u);
  EXPECT_EQ(buffer.getLineEnd(2), 4u);
  EXPECT_EQ(buffer.getLineStart(3), 4u);
  EXPECT_EQ(buffer.getLineEnd(3), 8u);
  EXPECT_EQ(buffer.getLineStart(4), 8u);
  EXPECT_EQ(buffer.getLineEnd(4), 12u);
  EXPECT_EQ(buffer.getLine(3), "cd");
  Location loc = buffer.getLocation(9);
  EXPECT_EQ(loc.line, 4u);
  EXPECT_EQ(loc.col, 2u);
  SourceBuffer trailing("g.mlir", "x\n");
  EXPECT_EQ(trailing.getNumLines(), 2u);
  EXPECT_EQ(trailing.getLineEnd(2), 2u);
}

}  // namespace
}  // namespace tbuf
