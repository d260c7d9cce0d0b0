// Type, attribute, affine map and float formatting against mlir-opt-22's
// output (the strings below are what mlir-opt prints for the same values;
// see tests/corpus/types_attrs.mlir.expected and gen_float_cases.py).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "ir/context.h"
#include "ir/printer/printer.h"

namespace tbuf {
namespace {

struct FloatCase {
  FloatKind kind;
  uint64_t bits;
  const char *expected;
};

const FloatCase kFloatCases[] = {
#include "tests/printer/float_cases.inc"
};

double fromBits(FloatKind kind, uint64_t bits) {
  switch (kind) {
    case FloatKind::F64: {
      double d;
      std::memcpy(&d, &bits, sizeof d);
      return d;
    }
    case FloatKind::F32: {
      uint32_t b = static_cast<uint32_t>(bits);
      float f;
      std::memcpy(&f, &b, sizeof f);
      return f;
    }
    case FloatKind::BF16: {
      uint32_t b = static_cast<uint32_t>(bits) << 16;
      float f;
      std::memcpy(&f, &b, sizeof f);
      return f;
    }
    case FloatKind::F16: {
      uint32_t sign = (bits >> 15) & 1, exp = (bits >> 10) & 0x1F, mant = bits & 0x3FF;
      double v;
      if (exp == 0x1F) v = mant ? std::nan("") : INFINITY;
      else if (exp == 0) v = std::ldexp(static_cast<double>(mant), -24);
      else v = std::ldexp(static_cast<double>(mant | 0x400), static_cast<int>(exp) - 25);
      return sign ? -v : v;
    }
  }
  return 0;
}

TEST(PrintFloats, MatchMlirOpt) {
  Context ctx;
  int failures = 0;
  for (const FloatCase &c : kFloatCases) {
    FloatType type = FloatType::get(&ctx, c.kind);
    std::string got = FloatAttr::get(type, fromBits(c.kind, c.bits)).str();
    std::string want = std::string(c.expected) + " : " + type.str();
    if (got != want && ++failures <= 20) ADD_FAILURE() << "bits 0x" << std::hex << c.bits << ": " << got << " != " << want;
  }
  EXPECT_EQ(failures, 0);
}

TEST(PrintTypes, BuiltinTypes) {
  Context ctx;
  Type i1 = IntegerType::get(&ctx, 1), i32 = IntegerType::get(&ctx, 32), f32 = FloatType::getF32(&ctx);
  Type index = IndexType::get(&ctx);
  EXPECT_EQ(i1.str(), "i1");
  EXPECT_EQ(IntegerType::get(&ctx, 128).str(), "i128");
  EXPECT_EQ(IntegerType::get(&ctx, 32, Signedness::Signed).str(), "si32");
  EXPECT_EQ(IntegerType::get(&ctx, 8, Signedness::Unsigned).str(), "ui8");
  EXPECT_EQ(index.str(), "index");
  EXPECT_EQ(FloatType::getF16(&ctx).str(), "f16");
  EXPECT_EQ(FloatType::getBF16(&ctx).str(), "bf16");
  EXPECT_EQ(FloatType::getF64(&ctx).str(), "f64");
  EXPECT_EQ(NoneType::get(&ctx).str(), "none");
  EXPECT_EQ(RankedTensorType::get(&ctx, {}, f32).str(), "tensor<f32>");
  EXPECT_EQ(RankedTensorType::get(&ctx, {4, kDynamic, 8}, i32).str(), "tensor<4x?x8xi32>");
  EXPECT_EQ(RankedTensorType::get(&ctx, {0}, f32).str(), "tensor<0xf32>");
  EXPECT_EQ(RankedTensorType::get({4}, f32, StringAttr::get(&ctx, "enc")).str(), "tensor<4xf32, \"enc\">");
  EXPECT_EQ(UnrankedTensorType::get(f32).str(), "tensor<*xf32>");
  EXPECT_EQ(VectorType::get({2, 3}, f32).str(), "vector<2x3xf32>");
  EXPECT_EQ(TupleType::get(&ctx, {}).str(), "tuple<>");
  EXPECT_EQ(TupleType::get(&ctx, {i32, f32}).str(), "tuple<i32, f32>");
  EXPECT_EQ(OpaqueType::get(&ctx, "foo", "type").str(), "!foo.type");
  EXPECT_EQ(OpaqueType::get(&ctx, "foo", "type<1, 2>").str(), "!foo.type<1, 2>");
  EXPECT_EQ(OpaqueType::get(&ctx, "foo", "\"type<with params>\"").str(), "!foo<\"type<with params>\">");
}

TEST(PrintTypes, MemRefs) {
  Context ctx;
  Type f32 = FloatType::getF32(&ctx), i64 = IntegerType::get(&ctx, 64), i32 = IntegerType::get(&ctx, 32);
  EXPECT_EQ(MemRefType::get({}, f32).str(), "memref<f32>");
  EXPECT_EQ(MemRefType::get({kDynamic, 4}, f32).str(), "memref<?x4xf32>");
  EXPECT_EQ(MemRefType::get({4}, f32, Attribute(), IntegerAttr::get(i64, 1)).str(), "memref<4xf32, 1>");
  EXPECT_EQ(MemRefType::get({4}, f32, Attribute(), IntegerAttr::get(i64, 0)).str(), "memref<4xf32>");
  EXPECT_EQ(MemRefType::get({4}, f32, Attribute(), IntegerAttr::get(i32, 5)).str(), "memref<4xf32, 5 : i32>");
  EXPECT_EQ(MemRefType::get({4}, f32, Attribute(), StringAttr::get(&ctx, "shared")).str(), "memref<4xf32, \"shared\">");
  EXPECT_EQ(UnrankedMemRefType::get(f32, Attribute()).str(), "memref<*xf32>");
  EXPECT_EQ(UnrankedMemRefType::get(f32, IntegerAttr::get(i64, 1)).str(), "memref<*xf32, 1>");
  auto strided = [&](std::vector<int64_t> shape, int64_t offset, std::vector<int64_t> strides) {
    return MemRefType::get(shape, f32, StridedLayoutAttr::get(&ctx, offset, strides), Attribute()).str();
  };
  EXPECT_EQ(strided({4}, 0, {1}), "memref<4xf32, strided<[1]>>");
  EXPECT_EQ(strided({4}, 5, {1}), "memref<4xf32, strided<[1], offset: 5>>");
  EXPECT_EQ(strided({kDynamic}, kDynamic, {kDynamic}), "memref<?xf32, strided<[?], offset: ?>>");
  EXPECT_EQ(strided({4, 4}, 0, {kDynamic, 1}), "memref<4x4xf32, strided<[?, 1]>>");
  EXPECT_EQ(strided({2, 3}, 0, {3, 1}), "memref<2x3xf32, strided<[3, 1]>>");
  EXPECT_EQ(strided({}, kDynamic, {}), "memref<f32, strided<[], offset: ?>>");
  AffineExpr d0 = getAffineDimExpr(0, &ctx), d1 = getAffineDimExpr(1, &ctx);
  Attribute transpose = AffineMapAttr::get(AffineMap::get(2, 0, {d1, d0}, &ctx));
  EXPECT_EQ(MemRefType::get({4, 4}, f32, transpose, Attribute()).str(),
            "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>");
  EXPECT_EQ(MemRefType::get({4, 4}, f32, AffineMapAttr::get(AffineMap::getMultiDimIdentityMap(2, &ctx)), Attribute())
                .str(),
            "memref<4x4xf32>");
}

TEST(PrintTypes, FunctionTypes) {
  Context ctx;
  Type i32 = IntegerType::get(&ctx, 32), f32 = FloatType::getF32(&ctx), i64 = IntegerType::get(&ctx, 64);
  Type f64 = FloatType::getF64(&ctx);
  FunctionType unary = FunctionType::get(&ctx, {i32}, {i32});
  EXPECT_EQ(FunctionType::get(&ctx, {}, {}).str(), "() -> ()");
  EXPECT_EQ(unary.str(), "(i32) -> i32");
  EXPECT_EQ(FunctionType::get(&ctx, {i32, f32}, {i64, f64}).str(), "(i32, f32) -> (i64, f64)");
  EXPECT_EQ(FunctionType::get(&ctx, {unary}, {}).str(), "((i32) -> i32) -> ()");
  EXPECT_EQ(FunctionType::get(&ctx, {i32}, {FunctionType::get(&ctx, {i32}, {unary})}).str(),
            "(i32) -> ((i32) -> ((i32) -> i32))");
}

TEST(PrintAttributes, Scalars) {
  Context ctx;
  Type i32 = IntegerType::get(&ctx, 32), i64 = IntegerType::get(&ctx, 64), f32 = FloatType::getF32(&ctx);
  EXPECT_EQ(IntegerAttr::get(i64, 1).str(), "1 : i64");
  EXPECT_EQ(IntegerAttr::get(i32, -1).str(), "-1 : i32");
  EXPECT_EQ(IntegerAttr::get(IndexType::get(&ctx), 0).str(), "0 : index");
  EXPECT_EQ(IntegerAttr::get(IntegerType::get(&ctx, 8, Signedness::Unsigned), 255).str(), "255 : ui8");
  EXPECT_EQ(IntegerAttr::get(IntegerType::get(&ctx, 8, Signedness::Signed), -128).str(), "-128 : si8");
  EXPECT_EQ(IntegerAttr::get(IntegerType::get(&ctx, 64, Signedness::Unsigned), -1).str(),
            "18446744073709551615 : ui64");
  EXPECT_EQ(BoolAttr::get(&ctx, true).str(), "true");
  EXPECT_EQ(BoolAttr::get(&ctx, false).str(), "false");
  EXPECT_EQ(UnitAttr::get(&ctx).str(), "unit");
  EXPECT_EQ(FloatAttr::get(f32, 1.0).str(), "1.000000e+00 : f32");
  EXPECT_EQ(FloatAttr::get(FloatType::getF64(&ctx), 2.5).str(), "2.500000e+00 : f64");
  EXPECT_EQ(StringAttr::get(&ctx, "quote\" backslash\\ newline\n tab\t nul").str() + "|",
            "\"quote\\22 backslash\\\\ newline\\0A tab\\09 nul\"|");
  EXPECT_EQ(StringAttr::get(&ctx, std::string("\0\xFF", 2)).str(), "\"\\00\\FF\"");
  EXPECT_EQ(StringAttr::get(&ctx, "s", i32).str(), "\"s\" : i32");
  EXPECT_EQ(TypeAttr::get(FunctionType::get(&ctx, {i32}, {f32})).str(), "(i32) -> f32");
  EXPECT_EQ(SymbolRefAttr::get(&ctx, "foo").str(), "@foo");
  EXPECT_EQ(SymbolRefAttr::get(&ctx, "foo", {"bar", "baz"}).str(), "@foo::@bar::@baz");
  EXPECT_EQ(SymbolRefAttr::get(&ctx, "weird name").str(), "@\"weird name\"");
  EXPECT_EQ(DialectAttr::get(&ctx, "linalg", "iterator_type<parallel>").str(), "#linalg.iterator_type<parallel>");
  EXPECT_EQ(DialectAttr::get(&ctx, "foo", "\"attr<1, 2>\"").str(), "#foo<\"attr<1, 2>\">");
  EXPECT_EQ(StridedLayoutAttr::get(&ctx, kDynamic, {kDynamic, 1}).str(), "strided<[?, 1], offset: ?>");
}

TEST(PrintAttributes, Containers) {
  Context ctx;
  Type i32 = IntegerType::get(&ctx, 32), i64 = IntegerType::get(&ctx, 64), f32 = FloatType::getF32(&ctx);
  Type f64 = FloatType::getF64(&ctx);
  // Arrays elide i64/f64; dictionaries never elide and sort by name.
  ArrayAttr arr = ArrayAttr::get(&ctx, {IntegerAttr::get(i64, 1), StringAttr::get(&ctx, "two"), FloatAttr::get(f32, 3.0),
                                        ArrayAttr::get(&ctx, {BoolAttr::get(&ctx, true)})});
  EXPECT_EQ(arr.str(), "[1, \"two\", 3.000000e+00 : f32, [true]]");
  EXPECT_EQ(ArrayAttr::get(&ctx, {IntegerAttr::get(i32, 1), FloatAttr::get(f64, 2.5), FloatAttr::get(f32, 2.5),
                                  UnitAttr::get(&ctx), SymbolRefAttr::get(&ctx, "s"), TypeAttr::get(i64)})
                .str(),
            "[1 : i32, 2.500000e+00, 2.500000e+00 : f32, unit, @s, i64]");
  EXPECT_EQ(ArrayAttr::get(&ctx, {}).str(), "[]");
  DictionaryAttr dict = DictionaryAttr::get(
      &ctx, {{"b", IntegerAttr::get(i32, 2)}, {"a", IntegerAttr::get(i64, 1)}, {"c", UnitAttr::get(&ctx)},
             {"x y", IntegerAttr::get(i64, 1)}});
  EXPECT_EQ(dict.str(), "{a = 1 : i64, b = 2 : i32, c, \"x y\" = 1 : i64}");
  EXPECT_EQ(DictionaryAttr::get(&ctx, {}).str(), "{}");
}

TEST(PrintAttributes, DenseElementsAndArrays) {
  Context ctx;
  Type i1 = IntegerType::get(&ctx, 1), i8 = IntegerType::get(&ctx, 8), i32 = IntegerType::get(&ctx, 32);
  Type i64 = IntegerType::get(&ctx, 64), f32 = FloatType::getF32(&ctx), index = IndexType::get(&ctx);
  auto tensor = [&](std::vector<int64_t> shape, Type t) { return RankedTensorType::get(&ctx, shape, t); };
  EXPECT_EQ(DenseElementsAttr::getSplatFloat(tensor({2, 2}, f32), 1.0).str(), "dense<1.000000e+00> : tensor<2x2xf32>");
  EXPECT_EQ(DenseElementsAttr::getSplatInt(tensor({4}, i32), -3).str(), "dense<-3> : tensor<4xi32>");
  EXPECT_EQ(DenseElementsAttr::getFloats(tensor({2, 2}, f32), {1, 2, 3, 4}).str(),
            "dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>");
  EXPECT_EQ(DenseElementsAttr::getInts(tensor({3}, i64), {1, 2, 3}).str(), "dense<[1, 2, 3]> : tensor<3xi64>");
  EXPECT_EQ(DenseElementsAttr::getInts(tensor({3}, i1), {1, 0, 1}).str(), "dense<[true, false, true]> : tensor<3xi1>");
  EXPECT_EQ(DenseElementsAttr::getInts(tensor({}, i32), {42}).str(), "dense<42> : tensor<i32>");
  EXPECT_EQ(DenseElementsAttr::getInts(tensor({0}, i32), {}).str(), "dense<> : tensor<0xi32>");
  EXPECT_EQ(DenseElementsAttr::getFloats(tensor({2, 0}, f32), {}).str(), "dense<> : tensor<2x0xf32>");
  EXPECT_EQ(DenseElementsAttr::getInts(tensor({3}, i8), {3, 3, 3}).str(), "dense<3> : tensor<3xi8>");
  EXPECT_EQ(DenseElementsAttr::getInts(tensor({2}, index), {0, 1}).str(), "dense<[0, 1]> : tensor<2xindex>");
  EXPECT_EQ(DenseElementsAttr::getInts(MemRefType::get({2}, i32), {1, 1}).str(), "dense<1> : memref<2xi32>");
  EXPECT_EQ(DenseElementsAttr::getInts(tensor({2}, IntegerType::get(&ctx, 8, Signedness::Unsigned)), {128, 255}).str(),
            "dense<[128, 255]> : tensor<2xui8>");

  // Above 100 elements MLIR prints the raw little-endian data in hex.
  std::vector<int64_t> ints(101), bools(101);
  std::vector<double> halves(101);
  for (int i = 0; i < 101; ++i) {
    ints[i] = i;
    bools[i] = i % 3 == 0;
    halves[i] = i * 0.5;
  }
  std::string i8Hex = DenseElementsAttr::getInts(tensor({101}, i8), ints).str();
  EXPECT_EQ(i8Hex,
            "dense<\"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F3031"
            "32333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364\"> : "
            "tensor<101xi8>");
  EXPECT_EQ(DenseElementsAttr::getInts(tensor({101}, i1), bools).str(),
            "dense<\"0x49922449922449922449922409\"> : tensor<101xi1>");
  std::string f16Hex = DenseElementsAttr::getFloats(tensor({101}, FloatType::getF16(&ctx)), halves).str();
  EXPECT_EQ(f16Hex.substr(0, 41), "dense<\"0x00000038003C003E0040004100420043");
  std::string i32Hex = DenseElementsAttr::getInts(tensor({101}, i32), ints).str();
  EXPECT_EQ(i32Hex.substr(0, 31), "dense<\"0x0000000001000000020000");
  EXPECT_EQ(i32Hex.size(), std::string("dense<\"0x\"> : tensor<101xi32>").size() + 101 * 8);

  EXPECT_EQ(DenseArrayAttr::getI32(&ctx, {1, 2, 3}).str(), "array<i32: 1, 2, 3>");
  EXPECT_EQ(DenseArrayAttr::getI64(&ctx, {}).str(), "array<i64>");
  EXPECT_EQ(DenseArrayAttr::getBool(&ctx, {true, false}).str(), "array<i1: true, false>");
  EXPECT_EQ(DenseArrayAttr::get(f32, {}, {1.0, 2.5}).str(), "array<f32: 1.000000e+00, 2.500000e+00>");
  EXPECT_EQ(DenseArrayAttr::get(FloatType::getF64(&ctx), {}, {1.5, -0.0}).str(),
            "array<f64: 1.500000e+00, -0.000000e+00>");
}

TEST(PrintAttributes, AffineMaps) {
  Context ctx;
  AffineExpr d0 = getAffineDimExpr(0, &ctx), d1 = getAffineDimExpr(1, &ctx);
  AffineExpr s0 = getAffineSymbolExpr(0, &ctx), s1 = getAffineSymbolExpr(1, &ctx);
  auto c = [&](int64_t v) { return getAffineConstantExpr(v, &ctx); };
  auto raw = [](AffineExprKind k, AffineExpr l, AffineExpr r) { return getAffineBinaryExpr(k, l, r); };
  using K = AffineExprKind;
  // The structures MLIR builds for the expressions mlir-opt printed as:
  // (d0 - d1, -d0 + s0, d0 - (d1 + s0), (d0 + d1) * 2, d0 mod 3 - (d1 floordiv 4) * 3, d0 - 5, d1 ceildiv s1, d0 * -3)
  AffineMap map = AffineMap::get(
      2, 2,
      {raw(K::Add, d0, raw(K::Mul, d1, c(-1))), raw(K::Add, raw(K::Mul, d0, c(-1)), s0),
       raw(K::Add, d0, raw(K::Mul, raw(K::Add, d1, s0), c(-1))), raw(K::Mul, raw(K::Add, d0, d1), c(2)),
       raw(K::Add, raw(K::Mod, d0, c(3)), raw(K::Mul, raw(K::FloorDiv, d1, c(4)), c(-3))), raw(K::Add, d0, c(-5)),
       raw(K::CeilDiv, d1, s1), raw(K::Mul, d0, c(-3))},
      &ctx);
  EXPECT_EQ(AffineMapAttr::get(map).str(),
            "affine_map<(d0, d1)[s0, s1] -> (d0 - d1, -d0 + s0, d0 - (d1 + s0), (d0 + d1) * 2, d0 mod 3 - (d1 floordiv "
            "4) * 3, d0 - 5, d1 ceildiv s1, d0 * -3)>");
  EXPECT_EQ(AffineMap::get(0, 1, {raw(K::Mul, s0, s0)}, &ctx).str(), "()[s0] -> (s0 * s0)");
  EXPECT_EQ(AffineMap::get(0, 0, {}, &ctx).str(), "() -> ()");
  EXPECT_EQ(AffineMap::get(0, 0, {c(0)}, &ctx).str(), "() -> (0)");
  EXPECT_EQ(raw(K::Add, raw(K::Mul, d0, c(2)), s0).str(), "d0 * 2 + s0");
}

}  // namespace
}  // namespace tbuf
