// Attribute parsing: integers (types, signs, hex, ranges), floats (decimal,
// exponent, hex bit patterns), booleans, unit, strings with escapes, arrays,
// dictionaries, symbol references, type attributes, strided layouts, dialect
// attributes, dense elements (splat, nested, bool, hex) and dense arrays.
#include <cmath>

#include <gtest/gtest.h>

#include "ir/parser/parser.h"
#include "parser_test_util.h"

namespace tbuf {
namespace {

using testing::DiagCapture;

TEST(ParseAttribute, Integers) {
  Context ctx;
  auto a = parseAttribute(ctx, "7").dyn_cast<IntegerAttr>();
  ASSERT_TRUE(a);
  EXPECT_EQ(a.getInt(), 7);
  EXPECT_TRUE(a.getType().isInteger(64));  // default type
  auto b = parseAttribute(ctx, "-1 : i32").dyn_cast<IntegerAttr>();
  ASSERT_TRUE(b);
  EXPECT_EQ(b.getInt(), -1);
  EXPECT_TRUE(b.getType().isInteger(32));
  EXPECT_EQ(parseAttribute(ctx, "0x10 : i32").cast<IntegerAttr>().getInt(), 16);
  EXPECT_EQ(parseAttribute(ctx, "255 : i8").cast<IntegerAttr>().getInt(), -1);  // signless wraps
  EXPECT_EQ(parseAttribute(ctx, "-128 : si8").cast<IntegerAttr>().getInt(), -128);
  EXPECT_EQ(parseAttribute(ctx, "255 : ui8").cast<IntegerAttr>().getUInt(), 255u);
  EXPECT_EQ(parseAttribute(ctx, "18446744073709551615 : ui64").cast<IntegerAttr>().getUInt(), UINT64_MAX);
  EXPECT_EQ(parseAttribute(ctx, "-9223372036854775808 : i64").cast<IntegerAttr>().getInt(), INT64_MIN);
  auto idx = parseAttribute(ctx, "3 : index").cast<IntegerAttr>();
  EXPECT_TRUE(idx.getType().isIndex());
  auto t = parseAttribute(ctx, "true").dyn_cast<BoolAttr>();
  ASSERT_TRUE(t);
  EXPECT_TRUE(t.getValue());
  EXPECT_FALSE(parseAttribute(ctx, "false").cast<BoolAttr>().getValue());
  EXPECT_TRUE(parseAttribute(ctx, "1 : i1").cast<BoolAttr>().getValue());
  EXPECT_TRUE(parseAttribute(ctx, "unit").isa<UnitAttr>());
}

TEST(ParseAttribute, Floats) {
  Context ctx;
  auto a = parseAttribute(ctx, "1.5").dyn_cast<FloatAttr>();
  ASSERT_TRUE(a);
  EXPECT_EQ(a.getValue(), 1.5);
  EXPECT_TRUE(a.getType().isF64());  // default type
  EXPECT_EQ(parseAttribute(ctx, "-2.5e-1 : f32").cast<FloatAttr>().getValue(), -0.25);
  EXPECT_EQ(parseAttribute(ctx, "0.1 : f32").cast<FloatAttr>().getValue(), static_cast<double>(0.1f));
  EXPECT_TRUE(std::isnan(parseAttribute(ctx, "0x7FC00000 : f32").cast<FloatAttr>().getValue()));
  EXPECT_EQ(parseAttribute(ctx, "0x7F800000 : f32").cast<FloatAttr>().getValue(), INFINITY);
  EXPECT_EQ(parseAttribute(ctx, "0xFFF0000000000000 : f64").cast<FloatAttr>().getValue(), -INFINITY);
  EXPECT_EQ(parseAttribute(ctx, "0x3C00 : f16").cast<FloatAttr>().getValue(), 1.0);
  EXPECT_EQ(parseAttribute(ctx, "0x3F80 : bf16").cast<FloatAttr>().getValue(), 1.0);
  EXPECT_TRUE(std::signbit(parseAttribute(ctx, "-0.0 : f16").cast<FloatAttr>().getValue()));
}

TEST(ParseAttribute, StringsArraysDictionaries) {
  Context ctx;
  EXPECT_EQ(parseAttribute(ctx, R"("q\"b\\n\n\t\00\FF")").cast<StringAttr>().getValue(),
            std::string("q\"b\\n\n\t\0\xff", 9));
  auto typed = parseAttribute(ctx, "\"x\" : i32").cast<StringAttr>();
  EXPECT_EQ(typed.getType(), Type(IntegerType::get(&ctx, 32)));
  auto arr = parseAttribute(ctx, "[1, \"two\", [true], []]").dyn_cast<ArrayAttr>();
  ASSERT_TRUE(arr);
  ASSERT_EQ(arr.size(), 4u);
  EXPECT_EQ(arr[1].cast<StringAttr>().getValue(), "two");
  EXPECT_EQ(arr[2].cast<ArrayAttr>().size(), 1u);
  EXPECT_EQ(arr[3].cast<ArrayAttr>().size(), 0u);
  auto dict = parseAttribute(ctx, "{b = 2 : i32, a, \"quoted name\" = i32, i8 = 1}").dyn_cast<DictionaryAttr>();
  ASSERT_TRUE(dict);
  ASSERT_EQ(dict.getValue().size(), 4u);
  EXPECT_EQ(dict.getValue()[0].name, "a");  // sorted
  EXPECT_TRUE(dict.get("a").isa<UnitAttr>());
  EXPECT_TRUE(dict.get("quoted name").isa<TypeAttr>());
  EXPECT_TRUE(dict.get("i8").isa<IntegerAttr>());
  EXPECT_TRUE(parseAttribute(ctx, "{}").cast<DictionaryAttr>().empty());
}

TEST(ParseAttribute, SymbolsTypesLayoutsDialects) {
  Context ctx;
  auto flat = parseAttribute(ctx, "@foo").cast<SymbolRefAttr>();
  EXPECT_EQ(flat.getRootReference(), "foo");
  EXPECT_TRUE(flat.isFlat());
  auto nested = parseAttribute(ctx, "@foo::@bar::@\"b az\"").cast<SymbolRefAttr>();
  EXPECT_EQ(nested.getRootReference(), "foo");
  ASSERT_EQ(nested.getNestedReferences().size(), 2u);
  EXPECT_EQ(nested.getLeafReference(), "b az");
  EXPECT_EQ(parseAttribute(ctx, "@\"weird name\"").cast<SymbolRefAttr>().getRootReference(), "weird name");

  EXPECT_EQ(parseAttribute(ctx, "(i32) -> f32").cast<TypeAttr>().getValue(),
            Type(FunctionType::get(&ctx, {IntegerType::get(&ctx, 32)}, {FloatType::getF32(&ctx)})));
  EXPECT_TRUE(parseAttribute(ctx, "tensor<?xf32>").isa<TypeAttr>());

  auto strided = parseAttribute(ctx, "strided<[4, ?, -1], offset: 7>").cast<StridedLayoutAttr>();
  EXPECT_EQ(strided.getStrides(), ArrayRef<int64_t>({4, kDynamic, -1}));
  EXPECT_EQ(strided.getOffset(), 7);
  EXPECT_EQ(parseAttribute(ctx, "strided<[]>").cast<StridedLayoutAttr>().getOffset(), 0);

  auto pretty = parseAttribute(ctx, "#linalg.iterator_type<parallel>").cast<DialectAttr>();
  EXPECT_EQ(pretty.getDialect(), "linalg");
  EXPECT_EQ(pretty.getBody(), "iterator_type<parallel>");
  auto bare = parseAttribute(ctx, "#foo.attr").cast<DialectAttr>();
  EXPECT_EQ(bare.getBody(), "attr");
  auto verbose = parseAttribute(ctx, "#foo<\"attr<1, 2>\">").cast<DialectAttr>();
  EXPECT_EQ(verbose.getDialect(), "foo");
  EXPECT_EQ(verbose.getBody(), "\"attr<1, 2>\"");
  auto arrow = parseAttribute(ctx, "#foo.map<(d0) -> (d0), [x]>").cast<DialectAttr>();
  EXPECT_EQ(arrow.getBody(), "map<(d0) -> (d0), [x]>");
}

TEST(ParseAttribute, DenseElements) {
  Context ctx;
  auto splat = parseAttribute(ctx, "dense<1.0> : tensor<2x2xf32>").dyn_cast<DenseElementsAttr>();
  ASSERT_TRUE(splat);
  EXPECT_TRUE(splat.isSplat());
  EXPECT_EQ(splat.getNumElements(), 4);
  EXPECT_EQ(splat.getFloatAt(3), 1.0);

  auto full = parseAttribute(ctx, "dense<[[1, 2], [3, -4]]> : tensor<2x2xi32>").cast<DenseElementsAttr>();
  EXPECT_FALSE(full.isSplat());
  EXPECT_EQ(full.getIntAt(0), 1);
  EXPECT_EQ(full.getIntAt(3), -4);

  auto boolean = parseAttribute(ctx, "dense<[true, false, true]> : tensor<3xi1>").cast<DenseElementsAttr>();
  EXPECT_NE(boolean.getIntAt(0), 0);
  EXPECT_EQ(boolean.getIntAt(1), 0);

  auto scalar = parseAttribute(ctx, "dense<42> : tensor<i32>").cast<DenseElementsAttr>();
  EXPECT_EQ(scalar.getNumElements(), 1);
  EXPECT_EQ(scalar.getIntAt(0), 42);

  auto empty = parseAttribute(ctx, "dense<> : tensor<0xi32>").cast<DenseElementsAttr>();
  EXPECT_EQ(empty.getNumElements(), 0);

  auto hexf = parseAttribute(ctx, "dense<\"0x0000803F00000040\"> : tensor<2xf32>").cast<DenseElementsAttr>();
  EXPECT_EQ(hexf.getFloatAt(0), 1.0);
  EXPECT_EQ(hexf.getFloatAt(1), 2.0);
  auto hexSplat = parseAttribute(ctx, "dense<\"0xFFFF\"> : tensor<3xi16>").cast<DenseElementsAttr>();
  EXPECT_TRUE(hexSplat.isSplat());
  EXPECT_EQ(hexSplat.getIntAt(2), -1);
  auto hexBits = parseAttribute(ctx, "dense<\"0x05\"> : tensor<3xi1>").cast<DenseElementsAttr>();
  EXPECT_NE(hexBits.getIntAt(0), 0);
  EXPECT_EQ(hexBits.getIntAt(1), 0);
  EXPECT_NE(hexBits.getIntAt(2), 0);

  auto onMemref = parseAttribute(ctx, "dense<1> : memref<2xi32>").cast<DenseElementsAttr>();
  EXPECT_TRUE(onMemref.getType().isa<MemRefType>());
  auto onVector = parseAttribute(ctx, "dense<[1, 2, 3]> : vector<3xi64>").cast<DenseElementsAttr>();
  EXPECT_EQ(onVector.getIntAt(2), 3);
  auto idx = parseAttribute(ctx, "dense<[0, 1]> : tensor<2xindex>").cast<DenseElementsAttr>();
  EXPECT_EQ(idx.getIntAt(1), 1);
}

TEST(ParseAttribute, DenseArrays) {
  Context ctx;
  auto i64s = parseAttribute(ctx, "array<i64: 1, -2, 3>").dyn_cast<DenseArrayAttr>();
  ASSERT_TRUE(i64s);
  EXPECT_TRUE(i64s.getElementType().isInteger(64));
  EXPECT_EQ(i64s.asInts(), ArrayRef<int64_t>({1, -2, 3}));
  EXPECT_EQ(parseAttribute(ctx, "array<i32>").cast<DenseArrayAttr>().size(), 0u);
  auto bools = parseAttribute(ctx, "array<i1: true, false>").cast<DenseArrayAttr>();
  EXPECT_EQ(bools.asInts(), ArrayRef<int64_t>({1, 0}));
  auto floats = parseAttribute(ctx, "array<f32: 1.0, 2.5>").cast<DenseArrayAttr>();
  EXPECT_EQ(floats.asFloats(), ArrayRef<double>({1.0, 2.5}));
  EXPECT_EQ(parseAttribute(ctx, "array<i8: -128, 127>").cast<DenseArrayAttr>().asInts(),
            ArrayRef<int64_t>({-128, 127}));
}

TEST(ParseAttribute, Errors) {
  struct Case {
    const char *text;
    const char *error;
  } cases[] = {
      {"[1, 2}", "1:6: expected ',' or ']'"},
      {"{a = 1 {", "1:7: expected '}' in attribute dictionary"},
      {"{a = 1, a = 2}", "1:9: duplicate key 'a' in dictionary attribute"},
      {"300 : i8", "1:1: integer constant out of range for attribute"},
      {"-0 : i32", "1:2: integer constant out of range for attribute"},
      {"128 : si8", "1:1: integer constant out of range for attribute"},
      {"-1 : ui8", "1:2: negative integer literal not valid for unsigned integer type"},
      {"1.5 : i32", "1:9: floating point value not valid for specified type"},
      {"1 : f32", "1:1: unexpected decimal integer literal for a floating point value"},
      {"-0x7FC00000 : f32", "1:2: hexadecimal float literal should not have a leading minus"},
      {"0x7FC00000 : f16", "1:1: hexadecimal float constant out of range for type"},
      {"1 : tensor<2xi32>", "1:1: integer literal not valid for specified type"},
      {"99999999999999999999", "1:1: integer constant out of range for attribute"},
      {"\"abc", "1:5: expected '\"' in string literal"},
      {"#nomap", "1:6: undefined symbol alias id 'nomap'"},
      {"@foo::bar", "1:7: expected nested symbol reference identifier"},
      {"dense<[1.5, 2.0]> : tensor<2xi32>", "1:8: expected integer elements, but parsed floating-point"},
      {"dense<[[1, 2], [3]]> : tensor<2x2xi32>", "1:19: tensor literal is invalid; ranks are not consistent between elements"},
      {"dense<[1, 2, 3]> : tensor<4xi32>", "1:1: inferred shape of elements literal ([3]) does not match type ([4])"},
      {"dense<> : tensor<4xi32>", "1:1: parsed zero elements, but type ('tensor<4xi32>') expected at least 1"},
      {"dense<\"0x01\"> : tensor<2xi32>", "1:1: elements hex data size is invalid for provided type: 'tensor<2xi32>'"},
      {"dense<\"xyz\"> : tensor<2xi32>", "1:7: expected string containing hex digits starting with `0x`"},
      {"dense<1> : tensor<?xi32>", "1:1: elements literal type must have static shape"},
      {"dense<1> : i32", "1:1: elements literal must be a shaped type"},
      {"dense<true> : tensor<2xi32>", "1:7: expected i1 type for 'true' or 'false' values"},
      {"dense<[1, 2]> : tensor<2xi1>", "1:11: integer constant out of range for type"},
      {"array<i32: 1, 2", "1:14: expected '>' to close an array attribute"},
      {"array<i1: 1>", "1:12: expected 'true' or 'false' values for i1 type"},
      {"array<i8: -129>", "1:15: integer constant out of range"},
      {"array<i4: 1>", "1:7: element type bitwidth must be a multiple of 8"},
      {"array<i32:>", "1:11: expected integer literal"},
      {"strided<[1], offset: x>", "1:22: expected a 64-bit signed integer or '?'"},
      {"#foo.bar<1, [2>", "1:9: unbalanced '[' character in pretty dialect name"},
      {"#foo.bar<1, 2", "1:9: unbalanced '<' character in pretty dialect name"},
      {"-x", "1:2: expected constant integer or floating point value"},
      {"=", "1:1: expected attribute value"},
  };
  for (const Case &c : cases) {
    Context ctx;
    DiagCapture capture(ctx);
    EXPECT_FALSE(parseAttribute(ctx, c.text)) << c.text;
    EXPECT_EQ(capture.firstError(), c.error) << c.text;
    EXPECT_EQ(capture.errors().size(), 1u) << c.text;
  }
}

}  // namespace
}  // namespace tbuf
