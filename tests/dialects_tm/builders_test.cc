// Typed views, builders, traits and memory effects of the tensor and memref
// ops: IR built through the static build() methods must verify and print as
// mlir-opt-22 prints the same IR (each expected text was checked with
// mlir-opt-22), and accessors return MLIR's values.
#include <gtest/gtest.h>

#include "dialects/memref/memref_ops.h"
#include "dialects/tensor/tensor_ops.h"
#include "ir/builder.h"
#include "tests/util/test_util.h"

namespace tbuf::tm_test {
using namespace test_util;
namespace {

/// Parses a module with one function and positions a builder before its
/// terminator.
struct FuncFixture {
  explicit FuncFixture(const std::string &text) : builder(&tc.ctx) {
    module = parseAndVerify(tc, text);
    EXPECT_TRUE(module) << tc.diagnostics;
    if (!module) return;
    body = &module->getRegion(0).front().front().getRegion(0).front();
    builder.setInsertionPoint(&body->back());
  }
  Value arg(unsigned i) const { return body->getArgument(i); }
  Location loc() const { return body->back().getLoc(); }
  OpFoldResult idx(int64_t v) { return OpFoldResult(Attribute(builder.getIndexAttr(v))); }
  std::string printed() {
    EXPECT_TRUE(succeeded(verify(module.get()))) << tc.diagnostics;
    return printCustom(module.get());
  }

  TestContext tc;
  OwningOpRef module;
  Block *body = nullptr;
  OpBuilder builder;
};

TEST(TensorBuilders, SlicesAndShapes) {
  FuncFixture f("func.func @f(%t: tensor<8x16xf32>, %i: index, %v: f32) {\n  return\n}");
  ASSERT_TRUE(f.module);
  OpBuilder &b = f.builder;
  Value t = f.arg(0), i = f.arg(1), v = f.arg(2);
  auto slice = b.create<tensor::ExtractSliceOp>(f.loc(), t, std::vector<OpFoldResult>{f.idx(0), i},
                                                std::vector<OpFoldResult>{f.idx(4), f.idx(4)},
                                                std::vector<OpFoldResult>{f.idx(1), f.idx(1)});
  EXPECT_EQ(slice.getType().str(), "tensor<4x4xf32>");
  auto reduced = b.create<tensor::ExtractSliceOp>(
      f.loc(), RankedTensorType::get({16}, b.getF32Type(), Attribute()), t,
      std::vector<OpFoldResult>{f.idx(2), f.idx(0)}, std::vector<OpFoldResult>{f.idx(1), f.idx(16)},
      std::vector<OpFoldResult>{f.idx(1), f.idx(1)});
  EXPECT_EQ(reduced.getDroppedDims(), (std::vector<bool>{true, false}));
  auto inserted = b.create<tensor::InsertSliceOp>(f.loc(), slice.getResult(), t, slice.getMixedOffsets(),
                                                  slice.getMixedSizes(), slice.getMixedStrides());
  auto empty = b.create<tensor::EmptyOp>(f.loc(), std::vector<OpFoldResult>{i, f.idx(4)}, b.getF32Type());
  auto padded = b.create<tensor::PadOp>(f.loc(), RankedTensorType(), slice.getResult(),
                                        std::vector<OpFoldResult>{f.idx(1), i},
                                        std::vector<OpFoldResult>{f.idx(2), f.idx(0)}, v);
  EXPECT_EQ(padded.getResultType().str(), "tensor<7x?xf32>");
  EXPECT_EQ(padded.getConstantPaddingValue(), v);
  auto collapsed = b.create<tensor::CollapseShapeOp>(f.loc(), slice.getResult(),
                                                     std::vector<ReassociationIndices>{{0, 1}});
  auto expanded = b.create<tensor::ExpandShapeOp>(f.loc(), slice.getType(), collapsed.getResult(),
                                                  std::vector<ReassociationIndices>{{0, 1}});
  auto concat = b.create<tensor::ConcatOp>(f.loc(), 0, std::vector<Value>{slice.getResult(), expanded.getResult()});
  auto elements = b.create<tensor::FromElementsOp>(f.loc(), std::vector<Value>{v, v, v});
  auto generated = b.create<tensor::GenerateOp>(
      f.loc(), RankedTensorType::get({kDynamic}, b.getIndexType(), Attribute()), std::vector<Value>{i},
      [](OpBuilder &nb, Location l, ArrayRef<Value> args) { nb.create<tensor::YieldOp>(l, args[0]); });
  auto extracted = b.create<tensor::ExtractOp>(f.loc(), inserted.getResult(), std::vector<Value>{i, i});
  auto insert = b.create<tensor::InsertOp>(f.loc(), extracted.getResult(), t, std::vector<Value>{i, i});
  auto dim = b.create<tensor::DimOp>(f.loc(), empty.getResult(), int64_t{0});
  EXPECT_EQ(dim.getConstantIndex(), 0);
  (void)concat;
  (void)elements;
  (void)generated;
  (void)insert;
  EXPECT_EQ(f.printed(),
            "module {\n"
            "  func.func @f(%arg0: tensor<8x16xf32>, %arg1: index, %arg2: f32) {\n"
            "    %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [4, 4] [1, 1] : tensor<8x16xf32> to "
            "tensor<4x4xf32>\n"
            "    %extracted_slice_0 = tensor.extract_slice %arg0[2, 0] [1, 16] [1, 1] : tensor<8x16xf32> to "
            "tensor<16xf32>\n"
            "    %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, %arg1] [4, 4] [1, 1] : "
            "tensor<4x4xf32> into tensor<8x16xf32>\n"
            "    %0 = tensor.empty(%arg1) : tensor<?x4xf32>\n"
            "    %padded = tensor.pad %extracted_slice low[1, %arg1] high[2, 0] {\n"
            "    ^bb0(%arg3: index, %arg4: index):\n"
            "      tensor.yield %arg2 : f32\n"
            "    } : tensor<4x4xf32> to tensor<7x?xf32>\n"
            "    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>\n"
            "    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [4, 4] : tensor<16xf32> into "
            "tensor<4x4xf32>\n"
            "    %concat = tensor.concat dim(0) %extracted_slice, %expanded : (tensor<4x4xf32>, tensor<4x4xf32>) -> "
            "tensor<8x4xf32>\n"
            "    %from_elements = tensor.from_elements %arg2, %arg2, %arg2 : tensor<3xf32>\n"
            "    %generated = tensor.generate %arg1 {\n"
            "    ^bb0(%arg3: index):\n"
            "      tensor.yield %arg3 : index\n"
            "    } : tensor<?xindex>\n"
            "    %extracted = tensor.extract %inserted_slice[%arg1, %arg1] : tensor<8x16xf32>\n"
            "    %inserted = tensor.insert %extracted into %arg0[%arg1, %arg1] : tensor<8x16xf32>\n"
            "    %c0 = arith.constant 0 : index\n"
            "    %dim = tensor.dim %0, %c0 : tensor<?x4xf32>\n"
            "    return\n"
            "  }\n"
            "}");
}

TEST(TensorBuilders, AccessorsAndTraits) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(
      tc,
      "func.func @f(%t: tensor<8x16xf32>, %s: tensor<4xf32>, %i: index, %d: tensor<?xf32>) -> tensor<8x16xf32> {\n"
      "  %0 = tensor.insert_slice %s into %t[%i, 3] [1, 4] [1, %i] : tensor<4xf32> into tensor<8x16xf32>\n"
      "  %1 = tensor.expand_shape %d [[0, 1]] output_shape [%i, 2] : tensor<?xf32> into tensor<?x2xf32>\n"
      "  return %0 : tensor<8x16xf32>\n"
      "}");
  ASSERT_TRUE(module) << tc.diagnostics;
  tensor::InsertSliceOp insert;
  tensor::ExpandShapeOp expand;
  module->walk([&](Operation *op) {
    if (auto v = dyn_cast<tensor::InsertSliceOp>(op)) insert = v;
    if (auto v = dyn_cast<tensor::ExpandShapeOp>(op)) expand = v;
  });
  ASSERT_TRUE(insert);
  ASSERT_TRUE(expand);
  Value i = module->getRegion(0).front().front().getRegion(0).front().getArgument(2);
  EXPECT_EQ(insert.getOffsets().size(), 1u);
  EXPECT_EQ(insert.getOffsets()[0], i);
  EXPECT_TRUE(insert.getSizes().empty());
  EXPECT_EQ(insert.getStaticOffsets(), (ArrayRef<int64_t>{kDynamic, 3}));
  EXPECT_EQ(insert.getStaticSizes(), (ArrayRef<int64_t>{1, 4}));
  EXPECT_TRUE(insert.isDynamicOffset(0));
  EXPECT_FALSE(insert.isDynamicOffset(1));
  EXPECT_EQ(insert.getDynamicStride(1), i);
  std::vector<OpFoldResult> offsets = insert.getMixedOffsets();
  EXPECT_EQ(offsets[0].value, i);
  EXPECT_TRUE(isConstantIntValue(offsets[1], 3));
  EXPECT_FALSE(insert.hasUnitStride());
  EXPECT_FALSE(insert.hasZeroOffset());
  EXPECT_EQ(insert.getSourceType().str(), "tensor<4xf32>");
  EXPECT_EQ(insert.getDpsInitOperand().get(), insert.getDest());
  EXPECT_TRUE(insert->hasTrait(OpTrait::Pure));
  EXPECT_TRUE(insert->hasTrait(OpTrait::DestinationStyle));
  EXPECT_EQ(expand.getReassociationIndices(), (std::vector<ReassociationIndices>{{0, 1}}));
  std::vector<OpFoldResult> shape = expand.getMixedOutputShape();
  ASSERT_EQ(shape.size(), 2u);
  EXPECT_EQ(shape[0].value, i);
  EXPECT_TRUE(isConstantIntValue(shape[1], 2));
}

TEST(MemRefBuilders, BuffersAndViews) {
  FuncFixture f("func.func @f(%m: memref<8x16xf32>, %i: index, %v: f32) {\n  return\n}");
  ASSERT_TRUE(f.module);
  OpBuilder &b = f.builder;
  Value m = f.arg(0), i = f.arg(1), v = f.arg(2);
  auto alloc = b.create<memref::AllocOp>(f.loc(), MemRefType::get({kDynamic, 4}, b.getF32Type()),
                                         std::vector<Value>{i}, std::vector<Value>{}, b.getI64IntegerAttr(64));
  EXPECT_EQ(alloc.getAlignment(), 64);
  EXPECT_EQ(alloc.getDynamicSizes().size(), 1u);
  auto alloca = b.create<memref::AllocaOp>(f.loc(), std::vector<OpFoldResult>{f.idx(4), i}, b.getF32Type());
  EXPECT_EQ(alloca.getType().str(), "memref<4x?xf32>");
  auto subview = b.create<memref::SubViewOp>(f.loc(), m, std::vector<OpFoldResult>{i, f.idx(0)},
                                             std::vector<OpFoldResult>{f.idx(4), f.idx(4)},
                                             std::vector<OpFoldResult>{f.idx(1), f.idx(2)});
  EXPECT_EQ(subview.getType().str(), "memref<4x4xf32, strided<[16, 2], offset: ?>>");
  std::vector<OpFoldResult> rowOffsets{f.idx(1), f.idx(0)}, rowSizes{f.idx(1), f.idx(16)},
      rowStrides{f.idx(1), f.idx(1)};
  MemRefType rowType = memref::SubViewOp::inferRankReducedResultType({16}, m.getType().cast<MemRefType>(),
                                                                     rowOffsets, rowSizes, rowStrides);
  auto row = b.create<memref::SubViewOp>(f.loc(), rowType, m, rowOffsets, rowSizes, rowStrides);
  EXPECT_EQ(row.getDroppedDims(), (std::vector<bool>{true, false}));
  auto load = b.create<memref::LoadOp>(f.loc(), m, std::vector<Value>{i, i});
  b.create<memref::StoreOp>(f.loc(), load.getResult(), alloc.getMemref(), std::vector<Value>{i, i});
  b.create<memref::StoreOp>(f.loc(), v, alloca.getMemref(), std::vector<Value>{i, i});
  b.create<memref::CopyOp>(f.loc(), subview.getResult(), subview.getResult());
  auto collapse = b.create<memref::CollapseShapeOp>(f.loc(), m, std::vector<ReassociationIndices>{{0, 1}});
  auto expand = b.create<memref::ExpandShapeOp>(f.loc(), collapse.getResult(),
                                                std::vector<ReassociationIndices>{{0, 1, 2}},
                                                std::vector<OpFoldResult>{f.idx(2), f.idx(4), f.idx(16)});
  EXPECT_EQ(expand.getResultType().str(), "memref<2x4x16xf32>");
  auto meta = b.create<memref::ExtractStridedMetadataOp>(f.loc(), subview.getResult());
  EXPECT_EQ(meta.getSizes().size(), 2u);
  EXPECT_EQ(meta.getStrides().size(), 2u);
  auto cast = b.create<memref::ReinterpretCastOp>(
      f.loc(),
      MemRefType::get({kDynamic}, b.getF32Type(), StridedLayoutAttr::get(&f.tc.ctx, kDynamic, {1}), Attribute()),
      meta.getBaseBuffer(), OpFoldResult(meta.getOffset()),
      std::vector<OpFoldResult>{meta.getSizes()[0]}, std::vector<OpFoldResult>{f.idx(1)});
  (void)cast;
  auto dim = b.create<memref::DimOp>(f.loc(), alloc.getMemref(), int64_t{0});
  (void)dim;
  b.create<memref::DeallocOp>(f.loc(), alloc.getMemref());
  EXPECT_EQ(f.printed(),
            "module {\n"
            "  func.func @f(%arg0: memref<8x16xf32>, %arg1: index, %arg2: f32) {\n"
            "    %alloc = memref.alloc(%arg1) {alignment = 64 : i64} : memref<?x4xf32>\n"
            "    %alloca = memref.alloca(%arg1) : memref<4x?xf32>\n"
            "    %subview = memref.subview %arg0[%arg1, 0] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, "
            "strided<[16, 2], offset: ?>>\n"
            "    %subview_0 = memref.subview %arg0[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, "
            "strided<[1], offset: 16>>\n"
            "    %0 = memref.load %arg0[%arg1, %arg1] : memref<8x16xf32>\n"
            "    memref.store %0, %alloc[%arg1, %arg1] : memref<?x4xf32>\n"
            "    memref.store %arg2, %alloca[%arg1, %arg1] : memref<4x?xf32>\n"
            "    memref.copy %subview, %subview : memref<4x4xf32, strided<[16, 2], offset: ?>> to memref<4x4xf32, "
            "strided<[16, 2], offset: ?>>\n"
            "    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<8x16xf32> into memref<128xf32>\n"
            "    %expand_shape = memref.expand_shape %collapse_shape [[0, 1, 2]] output_shape [2, 4, 16] : "
            "memref<128xf32> into memref<2x4x16xf32>\n"
            "    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview : "
            "memref<4x4xf32, strided<[16, 2], offset: ?>> -> memref<f32>, index, index, index, index, index\n"
            "    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%sizes#0], "
            "strides: [1] : memref<f32> to memref<?xf32, strided<[1], offset: ?>>\n"
            "    %c0 = arith.constant 0 : index\n"
            "    %dim = memref.dim %alloc, %c0 : memref<?x4xf32>\n"
            "    memref.dealloc %alloc : memref<?x4xf32>\n"
            "    return\n"
            "  }\n"
            "}");
}

TEST(MemRefBuilders, GlobalsAndEffects) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(
      tc,
      "memref.global \"private\" constant @g : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 16 : i64}\n"
      "memref.global @u : memref<4xi32> = uninitialized\n"
      "memref.global @e : memref<4xi32>\n"
      "func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {\n"
      "  %a = memref.alloc() : memref<4xf32>\n"
      "  %b = memref.alloca() : memref<4xf32>\n"
      "  %x = memref.load %m[%i] : memref<4xf32>\n"
      "  memref.store %v, %a[%i] : memref<4xf32>\n"
      "  memref.copy %m, %a : memref<4xf32> to memref<4xf32>\n"
      "  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>\n"
      "  memref.dealloc %r : memref<8xf32>\n"
      "  %g = memref.get_global @g : memref<2xf32>\n"
      "  return\n"
      "}");
  ASSERT_TRUE(module) << tc.diagnostics;
  std::vector<Operation *> ops;
  module->walk([&](Operation *op) { ops.push_back(op); });
  auto effectsOf = [](Operation *op) {
    std::vector<MemoryEffect> effects;
    if (op->getDef()->getEffects) op->getDef()->getEffects(op, effects);
    return effects;
  };
  int checked = 0;
  for (Operation *op : ops) {
    std::vector<MemoryEffect> e = effectsOf(op);
    if (isa<memref::AllocOp, memref::AllocaOp>(op)) {
      ASSERT_EQ(e.size(), 1u);
      EXPECT_EQ(e[0].kind, EffectKind::Allocate);
      EXPECT_EQ(e[0].value, op->getResult(0));
      ++checked;
    } else if (isa<memref::LoadOp>(op)) {
      ASSERT_EQ(e.size(), 1u);
      EXPECT_EQ(e[0].kind, EffectKind::Read);
      EXPECT_EQ(e[0].value, memref::LoadOp(op).getMemref());
      ++checked;
    } else if (isa<memref::StoreOp>(op)) {
      ASSERT_EQ(e.size(), 1u);
      EXPECT_EQ(e[0].kind, EffectKind::Write);
      EXPECT_EQ(e[0].value, memref::StoreOp(op).getMemref());
      ++checked;
    } else if (isa<memref::CopyOp>(op)) {
      ASSERT_EQ(e.size(), 2u);
      EXPECT_EQ(e[0].kind, EffectKind::Read);
      EXPECT_EQ(e[0].value, memref::CopyOp(op).getSource());
      EXPECT_EQ(e[1].kind, EffectKind::Write);
      EXPECT_EQ(e[1].value, memref::CopyOp(op).getTarget());
      ++checked;
    } else if (isa<memref::ReallocOp>(op)) {
      ASSERT_EQ(e.size(), 2u);
      EXPECT_EQ(e[0].kind, EffectKind::Free);
      EXPECT_EQ(e[0].value, memref::ReallocOp(op).getSource());
      EXPECT_EQ(e[1].kind, EffectKind::Allocate);
      ++checked;
    } else if (isa<memref::DeallocOp>(op)) {
      ASSERT_EQ(e.size(), 1u);
      EXPECT_EQ(e[0].kind, EffectKind::Free);
      ++checked;
    } else if (isa<memref::GetGlobalOp>(op)) {
      EXPECT_TRUE(op->hasTrait(OpTrait::Pure));
      EXPECT_EQ(memref::GetGlobalOp(op).getName(), "g");
      ++checked;
    } else if (auto global = dyn_cast<memref::GlobalOp>(op)) {
      if (global.getSymName() == "g") {
        EXPECT_TRUE(global.getConstant());
        EXPECT_EQ(global.getSymVisibility(), "private");
        EXPECT_EQ(global.getAlignment(), 16);
        EXPECT_TRUE(global.getConstantInitValue());
        EXPECT_EQ(global.getType().str(), "memref<2xf32>");
      } else if (global.getSymName() == "u") {
        EXPECT_TRUE(global.isUninitialized());
        EXPECT_FALSE(global.isExternal());
      } else {
        EXPECT_TRUE(global.isExternal());
        EXPECT_FALSE(global.getConstantInitValue());
      }
      ++checked;
    }
  }
  EXPECT_EQ(checked, 11);
}

TEST(MemRefBuilders, GlobalBuilder) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, "module {\n}");
  ASSERT_TRUE(module) << tc.diagnostics;
  OpBuilder b(&tc.ctx);
  b.setInsertionPointToEnd(&module->getRegion(0).front());
  MemRefType type = MemRefType::get({2}, b.getI32Type());
  Attribute init = DenseElementsAttr::getInts(RankedTensorType::get({2}, b.getI32Type(), Attribute()), {3, 4});
  b.create<memref::GlobalOp>(module->getLoc(), "cst", "private", type, init, true, b.getI64IntegerAttr(32));
  b.create<memref::GlobalOp>(module->getLoc(), "buf", "", type, b.getUnitAttr());
  EXPECT_TRUE(succeeded(verify(module.get()))) << tc.diagnostics;
  EXPECT_EQ(printCustom(module.get()),
            "module {\n"
            "  memref.global \"private\" constant @cst : memref<2xi32> = dense<[3, 4]> {alignment = 32 : i64}\n"
            "  memref.global @buf : memref<2xi32> = uninitialized\n"
            "}");
}

}  // namespace
}  // namespace tbuf::tm_test
