// Unit tests of the shared dialect helpers (dialects/utils/): the
// strided layouts inferred for subviews and memref reshapes (expected types
// are the ones mlir-opt-22 infers and accepts, see testdata/memref_ops.mlir
// and tests/corpus/memref.mlir), rank-reduction masks, saturated arithmetic,
// mixed static/dynamic lists, reassociation attributes and algebra, and the
// checks the tensor and memref ops share (dim sources, cast compatibility).
#include <gtest/gtest.h>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/utils/dialect_utils_reshape.h"
#include "dialects/utils/dialect_utils_shaped_ops.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/tensor/tensor_ops.h"
#include "dialects/test/test_ops.h"
#include "tests/util/test_util.h"

namespace tbuf::tm_test {
using namespace test_util;
namespace {

constexpr int64_t D = kDynamic;

class UtilsTest : public ::testing::Test {
 protected:
  UtilsTest() { registerAllDialects(ctx); registerTestDialectOps(ctx); }
  MemRefType memref(std::string_view text) {
    Type t = parseType(ctx, text);
    EXPECT_TRUE(t && t.isa<MemRefType>()) << text;
    return t ? t.dyn_cast<MemRefType>() : MemRefType();
  }
  RankedTensorType tensor(std::string_view text) {
    Type t = parseType(ctx, text);
    EXPECT_TRUE(t && t.isa<RankedTensorType>()) << text;
    return t ? t.dyn_cast<RankedTensorType>() : RankedTensorType();
  }
  Context ctx;
};

TEST_F(UtilsTest, SaturatedArithmetic) {
  EXPECT_EQ(saturatedAdd(2, 3), 5);
  EXPECT_EQ(saturatedAdd(D, 3), D);
  EXPECT_EQ(saturatedAdd(2, D), D);
  EXPECT_EQ(saturatedMul(4, 3), 12);
  EXPECT_EQ(saturatedMul(D, 3), D);
  // A static zero wins over a dynamic factor (offset 0 * stride ? = 0).
  EXPECT_EQ(saturatedMul(0, D), 0);
  EXPECT_EQ(saturatedMul(D, 0), 0);
}

TEST_F(UtilsTest, SubViewResultTypes) {
  struct Case {
    const char *source;
    std::vector<int64_t> offsets, sizes, strides;
    const char *expected;
  } cases[] = {
      {"memref<8x16xf32>", {0, 0}, {4, 4}, {1, 1}, "memref<4x4xf32, strided<[16, 1]>>"},
      {"memref<8x16xf32>", {2, 4}, {4, 4}, {1, 1}, "memref<4x4xf32, strided<[16, 1], offset: 36>>"},
      {"memref<8x16xf32>", {D, 0}, {4, 4}, {1, 1}, "memref<4x4xf32, strided<[16, 1], offset: ?>>"},
      {"memref<8x16xf32>", {0, 0}, {4, 8}, {2, 2}, "memref<4x8xf32, strided<[32, 2]>>"},
      {"memref<8x16xf32>", {1, 1}, {4, 4}, {D, 1}, "memref<4x4xf32, strided<[?, 1], offset: 17>>"},
      {"memref<?x?xf32>", {D, D}, {D, D}, {D, D}, "memref<?x?xf32, strided<[?, ?], offset: ?>>"},
      {"memref<?x?xf32>", {0, 0}, {4, 4}, {1, 1}, "memref<4x4xf32, strided<[?, 1]>>"},
      {"memref<?x?xf32>", {1, 1}, {4, 4}, {1, 1}, "memref<4x4xf32, strided<[?, 1], offset: ?>>"},
      {"memref<8x16xf32, strided<[?, ?], offset: ?>>", {1, 2}, {4, 4}, {2, D},
       "memref<4x4xf32, strided<[?, ?], offset: ?>>"},
      {"memref<8xf32, 3>", {2}, {4}, {1}, "memref<4xf32, strided<[1], offset: 2>, 3>"},
  };
  for (const Case &c : cases) {
    MemRefType type = inferSubViewResultType(memref(c.source), c.offsets, c.sizes, c.strides);
    EXPECT_EQ(type.str(), c.expected) << c.source;
  }
}

TEST_F(UtilsTest, RankReducedSubViewResultTypes) {
  MemRefType m = memref("memref<8x16xf32>");
  EXPECT_EQ(inferRankReducedSubViewResultType({16}, m, {1, 0}, {1, 16}, {1, 1}).str(),
            "memref<16xf32, strided<[1], offset: 16>>");
  MemRefType m4 = memref("memref<8x1x16x1xf32>");
  EXPECT_EQ(inferRankReducedSubViewResultType({4, 8, 1}, m4, {2, 0, 1, 0}, {4, 1, 8, 1}, {1, 1, 2, 1}).str(),
            "memref<4x8x1xf32, strided<[16, 2, 1], offset: 33>>");
  EXPECT_EQ(inferRankReducedSubViewResultType({16}, m4, {0, 0, 0, 0}, {1, 1, 16, 1}, {1, 1, 1, 1}).str(),
            "memref<16xf32, strided<[1]>>");
  MemRefType d = memref("memref<?x?x?xf32>");
  EXPECT_EQ(inferRankReducedSubViewResultType({D}, d, {D, 0, D}, {1, D, 1}, {1, 1, 1}).str(),
            "memref<?xf32, strided<[?], offset: ?>>");
  EXPECT_EQ(inferRankReducedSubViewResultType({4, 1}, d, {0, 0, 0}, {4, 1, 1}, {1, 1, 1}).str(),
            "memref<4x1xf32, strided<[?, ?]>>");
  // No rank reduction: same as the plain inference.
  EXPECT_EQ(inferRankReducedSubViewResultType({4, 4}, m, {0, 0}, {4, 4}, {1, 1}),
            inferSubViewResultType(m, {0, 0}, {4, 4}, {1, 1}));
}

TEST_F(UtilsTest, RankReductionMask) {
  auto mask = computeRankReductionMask({1, 1, 16, 1}, {16});
  ASSERT_TRUE(mask);
  EXPECT_EQ(*mask, (std::vector<bool>{true, true, false, true}));
  mask = computeRankReductionMask({4, 1, 1}, {4, 1});
  ASSERT_TRUE(mask);
  EXPECT_EQ(*mask, (std::vector<bool>{false, false, true}));
  EXPECT_FALSE(computeRankReductionMask({2, 3}, {3}));
  EXPECT_FALSE(computeRankReductionMask({4}, {4, 1}));
  EXPECT_FALSE(computeRankReductionMask({D, 4}, {4}));
  mask = computeRankReductionMask({D, 1, 4}, {5, 4}, /*matchDynamic=*/true);
  ASSERT_TRUE(mask);
  EXPECT_EQ(*mask, (std::vector<bool>{false, true, false}));
  mask = computeRankReductionMask({}, {});
  ASSERT_TRUE(mask);
  EXPECT_TRUE(mask->empty());
}

TEST_F(UtilsTest, IsRankReducedType) {
  RankedTensorType full = tensor("tensor<4x1x8xf32>");
  EXPECT_EQ(isRankReducedType(full, full), SliceVerificationResult::Success);
  EXPECT_EQ(isRankReducedType(full, tensor("tensor<4x8xf32>")), SliceVerificationResult::Success);
  EXPECT_EQ(isRankReducedType(full, tensor("tensor<4x1x8x1xf32>")), SliceVerificationResult::RankTooLarge);
  EXPECT_EQ(isRankReducedType(full, tensor("tensor<4x9xf32>")), SliceVerificationResult::SizeMismatch);
  EXPECT_EQ(isRankReducedType(full, tensor("tensor<4x8xi32>")), SliceVerificationResult::ElemTypeMismatch);
}

TEST_F(UtilsTest, MemRefRankReductionMaskUsesStrides) {
  // Two unit dims with different strides: the dropped one is the one whose
  // stride the reduced type does not keep.
  MemRefType full = memref("memref<1x1xf32, strided<[16, 1]>>");
  std::vector<OpFoldResult> sizes = getAsIndexOpFoldResult(&ctx, {1, 1});
  auto keepInner = computeMemRefRankReductionMask(full, memref("memref<1xf32, strided<[1]>>"), sizes);
  ASSERT_TRUE(keepInner);
  EXPECT_EQ(*keepInner, (std::vector<bool>{true, false}));
  auto keepOuter = computeMemRefRankReductionMask(full, memref("memref<1xf32, strided<[16]>>"), sizes);
  ASSERT_TRUE(keepOuter);
  EXPECT_EQ(*keepOuter, (std::vector<bool>{false, true}));
  EXPECT_FALSE(computeMemRefRankReductionMask(full, memref("memref<1xf32, strided<[3]>>"), sizes));
}

TEST_F(UtilsTest, IdentityLayout) {
  EXPECT_TRUE(hasIdentityLayoutMap(memref("memref<4x4xf32>")));
  EXPECT_TRUE(hasIdentityLayoutMap(memref("memref<4xf32, strided<[1]>>")));
  EXPECT_FALSE(hasIdentityLayoutMap(memref("memref<2x3xf32, strided<[3, 1]>>")));
  EXPECT_FALSE(hasIdentityLayoutMap(memref("memref<4xf32, strided<[1], offset: 2>>")));
  EXPECT_TRUE(isStrided(memref("memref<4x4xf32, strided<[?, 1], offset: ?>>")));
  EXPECT_FALSE(isStrided(memref("memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>")));
}

TEST_F(UtilsTest, CollapsedAndExpandedMemRefTypes) {
  MemRefType a = memref("memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>");
  EXPECT_EQ(computeCollapsedMemRefType(a, {{0, 1}, {2}})->str(), "memref<6x4xf32, strided<[4, 1], offset: 5>>");
  EXPECT_EQ(computeCollapsedMemRefType(a, {{0, 1, 2}})->str(), "memref<24xf32, strided<[1], offset: 5>>");
  MemRefType c = memref("memref<4x1x?xf32, strided<[?, ?, 1]>>");
  EXPECT_EQ(computeCollapsedMemRefType(c, {{0, 1, 2}})->str(), "memref<?xf32, strided<[?]>>");
  EXPECT_EQ(computeCollapsedMemRefType(c, {{0}, {1, 2}})->str(), "memref<4x?xf32, strided<[?, ?]>>");
  // Identity layouts stay identity.
  EXPECT_EQ(computeCollapsedMemRefType(memref("memref<2x3x4xf32>"), {{0, 1}, {2}})->str(), "memref<6x4xf32>");
  // Non-contiguous groups cannot be collapsed.
  EXPECT_FALSE(computeCollapsedLayoutMap(memref("memref<2x3x4xf32, strided<[24, 4, 1]>>"), {{0, 1}, {2}}));
  // Dynamic strides are accepted unless strict.
  MemRefType dyn = memref("memref<2x3xf32, strided<[?, 1]>>");
  EXPECT_TRUE(computeCollapsedLayoutMap(dyn, {{0, 1}}));
  EXPECT_FALSE(computeCollapsedLayoutMap(dyn, {{0, 1}}, /*strict=*/true));

  MemRefType b = memref("memref<?x4xf32, strided<[?, 1], offset: ?>>");
  EXPECT_EQ(computeExpandedMemRefType(b, {D, 2, 4}, {{0, 1}, {2}})->str(),
            "memref<?x2x4xf32, strided<[?, ?, 1], offset: ?>>");
  MemRefType e = memref("memref<6x4xf32, strided<[4, 1], offset: 5>>");
  EXPECT_EQ(computeExpandedMemRefType(e, {3, 2, 2, 2}, {{0, 1}, {2, 3}})->str(),
            "memref<3x2x2x2xf32, strided<[8, 4, 2, 1], offset: 5>>");
  MemRefType s = memref("memref<6x4xf32, strided<[8, 1]>>");
  EXPECT_EQ(computeExpandedMemRefType(s, {2, 3, 4}, {{0, 1}, {2}})->str(),
            "memref<2x3x4xf32, strided<[24, 8, 1]>>");
  EXPECT_EQ(computeExpandedMemRefType(memref("memref<6x4xf32>"), {2, 3, 4}, {{0, 1}, {2}})->str(),
            "memref<2x3x4xf32>");
}

TEST_F(UtilsTest, CollapsedTensorType) {
  EXPECT_EQ(inferCollapsedTensorType(tensor("tensor<2x?x4x1xf32>"), {{0, 1}, {2, 3}}).str(), "tensor<?x4xf32>");
  EXPECT_EQ(inferCollapsedTensorType(tensor("tensor<2x3x4xf32>"), {{0, 1, 2}}).str(), "tensor<24xf32>");
  EXPECT_EQ(inferCollapsedTensorType(tensor("tensor<1x1xf32>"), {}).str(), "tensor<f32>");
}

TEST_F(UtilsTest, ReassociationAttribute) {
  ArrayAttr attr = getReassociationIndicesAttribute(&ctx, {{0, 1}, {2}});
  EXPECT_EQ(attr.str(), "[[0, 1], [2]]");
  std::vector<ReassociationIndices> back = getReassociationIndices(attr);
  EXPECT_EQ(back, (std::vector<ReassociationIndices>{{0, 1}, {2}}));
  EXPECT_EQ(getReassociationIndicesAttribute(&ctx, {}).str(), "[]");
  EXPECT_EQ(getReassociationForFullCollapse(3), (std::vector<ReassociationIndices>{{0, 1, 2}}));
  EXPECT_TRUE(getReassociationForFullCollapse(0).empty());
}

TEST_F(UtilsTest, MixedValues) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, "func.func @f(%a: index, %b: index) { return }");
  ASSERT_TRUE(module) << tc.diagnostics;
  Block &body = module->getRegion(0).front().front().getRegion(0).front();
  Value a = body.getArgument(0), b = body.getArgument(1);
  Context *c = &tc.ctx;
  std::vector<OpFoldResult> mixed = getMixedValues(c, {4, D, 2, D}, {a, b});
  ASSERT_EQ(mixed.size(), 4u);
  EXPECT_EQ(getConstantIntValue(mixed[0]), 4);
  EXPECT_EQ(mixed[1].value, a);
  EXPECT_TRUE(isConstantIntValue(mixed[2], 2));
  EXPECT_EQ(mixed[3].value, b);
  EXPECT_EQ(mixed[0].attr.str(), "4 : index");

  std::vector<Value> dynamic;
  std::vector<int64_t> statics;
  dispatchIndexOpFoldResults(mixed, dynamic, statics);
  EXPECT_EQ(statics, (std::vector<int64_t>{4, D, 2, D}));
  EXPECT_EQ(dynamic, (std::vector<Value>{a, b}));
  EXPECT_EQ(getStaticValues(mixed), (std::vector<int64_t>{4, D, 2, D}));
  EXPECT_FALSE(getConstantIntValue(OpFoldResult(a)));
}

TEST_F(UtilsTest, ConstantValuesOfOps) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, "func.func @f() -> index {\n  %c = arith.constant 7 : index\n  return %c : index\n}");
  ASSERT_TRUE(module) << tc.diagnostics;
  Block &body = module->getRegion(0).front().front().getRegion(0).front();
  Value c = body.front().getResult(0);
  EXPECT_EQ(getConstantIntValue(c), 7);
  EXPECT_TRUE(isConstantIntValue(OpFoldResult(c), 7));
}

TEST_F(UtilsTest, InBoundsSlice) {
  EXPECT_TRUE(verifyInBoundsSlice({8, 16}, {0, 0}, {8, 16}, {1, 1}).isValid);
  SliceBoundsVerificationResult r = verifyInBoundsSlice({8, 16}, {6, 0}, {4, 4}, {1, 1});
  EXPECT_FALSE(r.isValid);
  EXPECT_EQ(r.errorMessage, "slice along dimension 0 runs out-of-bounds: 9 >= 8");
  r = verifyInBoundsSlice({8, 16}, {0, 16}, {4, 0}, {1, 1});
  EXPECT_EQ(r.errorMessage, "offset 1 is out-of-bounds: 16 >= 16");
  // Dynamic sizes, offsets or dims are not checked.
  EXPECT_TRUE(verifyInBoundsSlice({D, 16}, {100, 0}, {4, 4}, {1, 1}).isValid);
  EXPECT_TRUE(verifyInBoundsSlice({8, 16}, {D, 0}, {4, 4}, {1, 1}).isValid);
  EXPECT_TRUE(verifyInBoundsSlice({8, 16}, {6, 0}, {D, 4}, {1, 1}).isValid);
}

TEST_F(UtilsTest, TensorTypeInference) {
  RankedTensorType src = tensor("tensor<8x1x16x1xf32>");
  EXPECT_EQ(tensor::ExtractSliceOp::inferResultType(src, std::vector<int64_t>{4, 1, 8, 1}).str(),
            "tensor<4x1x8x1xf32>");
  std::vector<OpFoldResult> sizes = getAsIndexOpFoldResult(&ctx, {1, 1, 16, 1});
  EXPECT_EQ(tensor::ExtractSliceOp::inferCanonicalRankReducedResultType(2, src, sizes).str(), "tensor<16x1xf32>");
  EXPECT_EQ(tensor::ExtractSliceOp::inferCanonicalRankReducedResultType(4, src, sizes).str(),
            "tensor<1x1x16x1xf32>");
  EXPECT_EQ(tensor::PadOp::inferResultType(tensor("tensor<4x?xf32>"), {1, 2}, {3, 4}).str(), "tensor<8x?xf32>");
  EXPECT_EQ(tensor::PadOp::inferResultType(tensor("tensor<4x4xf32>"), {1, D}, {3, 4}).str(), "tensor<8x?xf32>");
  EXPECT_FALSE(tensor::PadOp::inferResultType(tensor("tensor<4x4xf32>"), {1}, {3, 4}));
  EXPECT_EQ(tensor::ConcatOp::inferResultType(0, {tensor("tensor<2x?xf32>"), tensor("tensor<3x5xf32>")}).str(),
            "tensor<5x5xf32>");
  EXPECT_EQ(tensor::ConcatOp::inferResultType(0, {tensor("tensor<?x5xf32>"), tensor("tensor<3x5xf32>")}).str(),
            "tensor<?x5xf32>");
  EXPECT_TRUE(tensor::CastOp::areCastCompatible(tensor("tensor<4x?xf32>"), tensor("tensor<?x8xf32>")));
  EXPECT_FALSE(tensor::CastOp::areCastCompatible(tensor("tensor<4xf32>"), tensor("tensor<5xf32>")));
  EXPECT_TRUE(tensor::BitcastOp::areCastCompatible(tensor("tensor<4xi32>"), tensor("tensor<4xf32>")));
  EXPECT_FALSE(tensor::BitcastOp::areCastCompatible(tensor("tensor<4xi32>"), tensor("tensor<4xf64>")));
}

TEST_F(UtilsTest, MemRefCastCompatibility) {
  using memref::CastOp;
  EXPECT_TRUE(CastOp::areCastCompatible(memref("memref<4xf32>"), memref("memref<?xf32>")));
  EXPECT_TRUE(CastOp::areCastCompatible(memref("memref<4xf32, strided<[1], offset: 2>>"),
                                        memref("memref<4xf32, strided<[1], offset: ?>>")));
  EXPECT_FALSE(CastOp::areCastCompatible(memref("memref<4xf32>"), memref("memref<4xf32, strided<[2]>>")));
  EXPECT_FALSE(CastOp::areCastCompatible(memref("memref<4xf32>"), memref("memref<4xf32, 1>")));
  Type unranked = parseType(ctx, "memref<*xf32>");
  EXPECT_TRUE(CastOp::areCastCompatible(memref("memref<4xf32>"), unranked));
  EXPECT_TRUE(CastOp::areCastCompatible(unranked, memref("memref<4xf32>")));
  EXPECT_FALSE(CastOp::areCastCompatible(unranked, unranked));
}

TEST_F(UtilsTest, SharedMemRefCastCompatibility) {
  EXPECT_TRUE(areMemRefCastCompatible(memref("memref<4xf32>"), memref("memref<?xf32>")));
  EXPECT_FALSE(areMemRefCastCompatible(memref("memref<4xf32>"), memref("memref<4x1xf32>")));
  EXPECT_FALSE(areMemRefCastCompatible(memref("memref<4xf32>"), memref("memref<4xi32>")));
  // Only memrefs: a tensor on either side is never compatible.
  EXPECT_FALSE(areMemRefCastCompatible(tensor("tensor<4xf32>"), memref("memref<4xf32>")));
  EXPECT_FALSE(areMemRefCastCompatible(parseType(ctx, "memref<*xf32>"), tensor("tensor<4xf32>")));
}

TEST_F(UtilsTest, NonIdentityLayout) {
  EXPECT_FALSE(hasNonIdentityLayout(tensor("tensor<4x4xf32>")));
  EXPECT_FALSE(hasNonIdentityLayout(memref("memref<4x4xf32>")));
  // MLIR's isIdentity: a strided layout only when its affine form is the
  // identity map (rank 1, stride 1, offset 0).
  EXPECT_FALSE(hasNonIdentityLayout(memref("memref<4xf32, strided<[1]>>")));
  EXPECT_TRUE(hasNonIdentityLayout(memref("memref<4x4xf32, strided<[4, 1]>>")));
  EXPECT_TRUE(hasNonIdentityLayout(memref("memref<4xf32, strided<[1], offset: 2>>")));
}

TEST_F(UtilsTest, DimSourceConstraints) {
  const TypeConstraint &t = constraints::kNon0RankedOrUnrankedTensor;
  const TypeConstraint &m = constraints::kNon0RankedOrUnrankedMemRef;
  EXPECT_TRUE(t.matches(tensor("tensor<4xf32>")));
  EXPECT_TRUE(t.matches(parseType(ctx, "tensor<*xf32>")));
  EXPECT_FALSE(t.matches(tensor("tensor<f32>")));
  EXPECT_FALSE(t.matches(memref("memref<4xf32>")));
  EXPECT_TRUE(m.matches(memref("memref<4xf32>")));
  EXPECT_TRUE(m.matches(parseType(ctx, "memref<*xf32>")));
  EXPECT_FALSE(m.matches(memref("memref<f32>")));
  EXPECT_FALSE(m.matches(tensor("tensor<4xf32>")));
  EXPECT_EQ(t.description, "non-0-ranked or unranked tensor");
  EXPECT_EQ(m.description, "non-0-ranked or unranked memref");
}

TEST_F(UtilsTest, CollapseOfExpandGroups) {
  using Groups = std::vector<ReassociationIndices>;
  // expand 2-D -> 4-D ({0,1},{2,3}), then collapse 4-D -> 3-D ({0},{1},{2,3}):
  // the lower op's groups take whole groups of the higher one.
  std::optional<Groups> composed = composeCollapseOfExpandGroups({{0, 1}, {2}, {3}}, {{0, 1, 2}, {3}});
  ASSERT_TRUE(composed);
  EXPECT_EQ(*composed, (Groups{{0, 1}, {2}}));
  // A higher group crossing the end of a lower group: no composition.
  EXPECT_FALSE(composeCollapseOfExpandGroups({{0, 1}, {2, 3}}, {{0}, {1, 2, 3}}));
}

TEST_F(UtilsTest, FixedStringResultNames) {
  constexpr FixedString name("collapsed");
  EXPECT_EQ(name.view(), "collapsed");
  EXPECT_EQ(name.view().size(), 9u);
}

TEST_F(UtilsTest, StridedMetadataTypes) {
  std::vector<Type> types =
      memref::ExtractStridedMetadataOp::inferReturnTypes(memref("memref<?x?xf32, strided<[?, 1], offset: ?>, 2>"));
  ASSERT_EQ(types.size(), 6u);
  EXPECT_EQ(types[0].str(), "memref<f32, 2>");
  for (size_t i = 1; i < types.size(); ++i) EXPECT_TRUE(types[i].isIndex());
}

}  // namespace
}  // namespace tbuf::tm_test
