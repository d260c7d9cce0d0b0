// Type parsing: builtin scalar types, function and tuple types, tensors,
// memrefs (layouts, memory spaces, unranked), vectors, opaque dialect types,
// aliases, and type errors with their locations.
#include <gtest/gtest.h>

#include "ir/parser/parser.h"
#include "parser_test_util.h"

namespace tbuf {
namespace {

using testing::DiagCapture;

TEST(ParseType, Scalars) {
  Context ctx;
  EXPECT_EQ(parseType(ctx, "index"), IndexType::get(&ctx));
  EXPECT_EQ(parseType(ctx, "none"), NoneType::get(&ctx));
  EXPECT_EQ(parseType(ctx, "i1"), IntegerType::get(&ctx, 1));
  EXPECT_EQ(parseType(ctx, "i128"), IntegerType::get(&ctx, 128));
  EXPECT_EQ(parseType(ctx, "si32"), IntegerType::get(&ctx, 32, Signedness::Signed));
  EXPECT_EQ(parseType(ctx, "ui8"), IntegerType::get(&ctx, 8, Signedness::Unsigned));
  EXPECT_EQ(parseType(ctx, "bf16"), FloatType::getBF16(&ctx));
  EXPECT_EQ(parseType(ctx, "f16"), FloatType::getF16(&ctx));
  EXPECT_EQ(parseType(ctx, "f32"), FloatType::getF32(&ctx));
  EXPECT_EQ(parseType(ctx, "f64"), FloatType::getF64(&ctx));
}

TEST(ParseType, FunctionsAndTuples) {
  Context ctx;
  Type i32 = IntegerType::get(&ctx, 32), f32 = FloatType::getF32(&ctx);
  EXPECT_EQ(parseType(ctx, "() -> ()"), FunctionType::get(&ctx, {}, {}));
  EXPECT_EQ(parseType(ctx, "(i32) -> f32"), FunctionType::get(&ctx, {i32}, {f32}));
  EXPECT_EQ(parseType(ctx, "(i32, f32) -> (f32, i32)"), FunctionType::get(&ctx, {i32, f32}, {f32, i32}));
  Type inner = FunctionType::get(&ctx, {i32}, {i32});
  EXPECT_EQ(parseType(ctx, "((i32) -> i32) -> ()"), FunctionType::get(&ctx, {inner}, {}));
  EXPECT_EQ(parseType(ctx, "tuple<>"), TupleType::get(&ctx, {}));
  EXPECT_EQ(parseType(ctx, "tuple<i32, tuple<f32>>"), TupleType::get(&ctx, {i32, TupleType::get(&ctx, {f32})}));
}

TEST(ParseType, Tensors) {
  Context ctx;
  Type f32 = FloatType::getF32(&ctx);
  EXPECT_EQ(parseType(ctx, "tensor<f32>"), RankedTensorType::get(&ctx, {}, f32));
  EXPECT_EQ(parseType(ctx, "tensor<4x?x8xf32>"), RankedTensorType::get(&ctx, {4, kDynamic, 8}, f32));
  EXPECT_EQ(parseType(ctx, "tensor<0xf32>"), RankedTensorType::get(&ctx, {0}, f32));
  EXPECT_EQ(parseType(ctx, "tensor<*xf32>"), UnrankedTensorType::get(f32));
  // `0xf32` lexes as a hex number; the dimension list splits it again.
  EXPECT_EQ(parseType(ctx, "tensor<4x0xf32>"), RankedTensorType::get(&ctx, {4, 0}, f32));
  auto withEncoding = parseType(ctx, "tensor<4xf32, \"enc\">").dyn_cast<RankedTensorType>();
  ASSERT_TRUE(withEncoding);
  EXPECT_EQ(withEncoding.getEncoding(), Attribute(StringAttr::get(&ctx, "enc")));
  EXPECT_EQ(parseType(ctx, "tensor<2x!foo.bar>").cast<ShapedType>().getElementType(),
            OpaqueType::get(&ctx, "foo", "bar"));
}

TEST(ParseType, MemRefs) {
  Context ctx;
  Type f32 = FloatType::getF32(&ctx);
  EXPECT_EQ(parseType(ctx, "memref<?x4xf32>"), MemRefType::get({kDynamic, 4}, f32));
  // Identity layouts and the default memory space are normalised away.
  EXPECT_EQ(parseType(ctx, "memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>"), MemRefType::get({4, 4}, f32));
  EXPECT_EQ(parseType(ctx, "memref<4xf32, 0>"), MemRefType::get({4}, f32));

  auto strided = parseType(ctx, "memref<?xf32, strided<[?], offset: ?>>").dyn_cast<MemRefType>();
  ASSERT_TRUE(strided);
  auto layout = strided.getLayout().dyn_cast<StridedLayoutAttr>();
  ASSERT_TRUE(layout);
  EXPECT_EQ(layout.getOffset(), kDynamic);
  EXPECT_EQ(layout.getStrides(), ArrayRef<int64_t>({kDynamic}));

  auto permuted = parseType(ctx, "memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>, 3>").dyn_cast<MemRefType>();
  ASSERT_TRUE(permuted);
  ASSERT_TRUE(permuted.getLayout().isa<AffineMapAttr>());
  EXPECT_TRUE(permuted.getLayout().cast<AffineMapAttr>().getValue().isPermutation());
  auto space = permuted.getMemorySpace().dyn_cast<IntegerAttr>();
  ASSERT_TRUE(space);
  EXPECT_EQ(space.getInt(), 3);
  EXPECT_TRUE(space.getType().isInteger(64));

  auto named = parseType(ctx, "memref<4xf32, #gpu.address_space<workgroup>>").dyn_cast<MemRefType>();
  ASSERT_TRUE(named);
  auto dialectSpace = named.getMemorySpace().dyn_cast<DialectAttr>();
  ASSERT_TRUE(dialectSpace);
  EXPECT_EQ(dialectSpace.getDialect(), "gpu");
  EXPECT_EQ(dialectSpace.getBody(), "address_space<workgroup>");

  auto unranked = parseType(ctx, "memref<*xf32, 1>").dyn_cast<UnrankedMemRefType>();
  ASSERT_TRUE(unranked);
  EXPECT_EQ(unranked.getMemorySpace().cast<IntegerAttr>().getInt(), 1);
  EXPECT_EQ(parseType(ctx, "memref<*xf32>"), UnrankedMemRefType::get(f32, Attribute()));
}

TEST(ParseType, VectorsAndOpaque) {
  Context ctx;
  Type i32 = IntegerType::get(&ctx, 32);
  EXPECT_EQ(parseType(ctx, "vector<3xi32>"), VectorType::get({3}, i32));
  EXPECT_EQ(parseType(ctx, "vector<2x4xi32>"), VectorType::get({2, 4}, i32));
  auto pretty = parseType(ctx, "!foo.type<with <nested> \"str>\" params>").dyn_cast<OpaqueType>();
  ASSERT_TRUE(pretty);
  EXPECT_EQ(pretty.getDialect(), "foo");
  EXPECT_EQ(pretty.getData(), "type<with <nested> \"str>\" params>");
  auto verbose = parseType(ctx, "!foo<\"type<1>\">").dyn_cast<OpaqueType>();
  ASSERT_TRUE(verbose);
  EXPECT_EQ(verbose.getDialect(), "foo");
  EXPECT_EQ(verbose.getData(), "\"type<1>\"");
  EXPECT_EQ(parseType(ctx, "!foo.bar"), OpaqueType::get(&ctx, "foo", "bar"));
}

TEST(ParseType, Errors) {
  struct Case {
    const char *text;
    const char *error;
  } cases[] = {
      {"tensor<4x", "1:9: expected non-function type"},
      {"tensor<4xfoo>", "1:10: expected non-function type"},
      {"tensor<4xf32", "1:12: expected '>' in tensor type"},
      {"tensor<*xf32, 1>", "1:16: cannot apply encoding to unranked tensor"},
      {"tensor<4xtensor<2xf32>>", "1:10: invalid tensor element type"},
      {"memref<4xf32, affine_map<(d0, d1) -> (d0)>>", "1:1: memref layout mismatch between rank and affine map: 1 != 2"},
      {"memref<4xf32, strided<[1, 1]>>", "1:1: expected the number of strides to match the rank"},
      {"memref<*xf32, strided<[1]>>", "1:27: cannot have affine map for unranked memref type"},
      {"memref<4xf32, 1, 2>", "1:19: multiple memory spaces specified in memref type"},
      {"memref<4xf32, 1, strided<[1]>>", "1:30: expected memory space to be last in memref type"},
      {"memref<4xnone>", "1:10: invalid memref element type"},
      {"i16777216", "1:1: integer bitwidth is limited to 16777215 bits"},
      {"!undefined", "1:10: undefined symbol alias id 'undefined'"},
      {"!foo.bar<a", "1:9: unbalanced '<' character in pretty dialect name"},
      {"(i32) i32", "1:6: expected '->' in function type"},
      {"vector<2x0xi32>", "1:1: vector types must have positive constant sizes but got 2, 0"},
      {"f80", "1:1: type 'f80' is not supported by tbuf"},
      {"i32 extra", "1:5: found trailing characters: 'extra'"},
  };
  for (const Case &c : cases) {
    Context ctx;
    DiagCapture capture(ctx);
    EXPECT_FALSE(parseType(ctx, c.text)) << c.text;
    EXPECT_EQ(capture.firstError(), c.error) << c.text;
    EXPECT_EQ(capture.errors().size(), 1u) << c.text;
  }
}

TEST(ParseType, AliasesFromFile) {
  Context ctx;
  OwningOpRef module = parseSourceString(ctx,
                                         "!my = tensor<4xf32>\n"
                                         "\"foo.op\"() {t = !my} : () -> ()\n");
  ASSERT_TRUE(module);
  Operation &op = module->getRegion(0).front().front();
  EXPECT_EQ(op.getAttr("t").cast<TypeAttr>().getValue(),
            Type(RankedTensorType::get(&ctx, {4}, FloatType::getF32(&ctx))));
}

}  // namespace
}  // namespace tbuf
