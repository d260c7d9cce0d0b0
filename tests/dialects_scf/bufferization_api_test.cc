// The C++ API of the bufferization ops: builders (the IR they build must
// verify and print as mlir-opt prints it), accessors and memory effects.
#include <gtest/gtest.h>

#include <string>

#include "dialects/bufferization/bufferization_ops.h"
#include "ir/builtin_ops.h"
#include "ir/printer/printer.h"
#include "ir/verifier/verifier.h"
#include "tests/dialects_scf/test_util.h"

namespace tbuf {
namespace {

using namespace bufferization;

class BufferizationApiTest : public testing::ModuleBuilderTest {
 protected:
  std::vector<MemoryEffect> effects(Operation *op) {
    std::vector<MemoryEffect> out;
    if (op->getDef()->getEffects) op->getDef()->getEffects(op, out);
    return out;
  }
};

TEST_F(BufferizationApiTest, ToTensorAndToBuffer) {
  Type memref = MemRefType::get({4, kDynamic}, b.getF32Type());
  Type unranked = UnrankedMemRefType::get(b.getIntegerType(8), Attribute());
  std::vector<Value> v = source({memref, unranked});
  auto t0 = b.create<ToTensorOp>(loc, v[0], /*restrict=*/true, /*writable=*/true);
  auto t1 = b.create<ToTensorOp>(loc, v[1]);
  t1.setWritable(true);
  auto m0 = b.create<ToBufferOp>(loc, memref, t0.getResult(), /*readOnly=*/true);
  EXPECT_EQ(verifiedText(),
            "module {\n"
            "  %0:2 = \"test.source\"() : () -> (memref<4x?xf32>, memref<*xi8>)\n"
            "  %1 = bufferization.to_tensor %0#0 restrict writable : memref<4x?xf32> to tensor<4x?xf32>\n"
            "  %2 = bufferization.to_tensor %0#1 writable : memref<*xi8> to tensor<*xi8>\n"
            "  %3 = bufferization.to_buffer %1 read_only : tensor<4x?xf32> to memref<4x?xf32>\n"
            "}\n");
  EXPECT_EQ(t0.getBuffer(), v[0]);
  EXPECT_EQ(t0.getMemref(), v[0]);
  EXPECT_TRUE(t0.getRestrict());
  EXPECT_TRUE(t0.getWritable());
  EXPECT_FALSE(t1.getRestrict());
  t0.setRestrict(false);
  EXPECT_FALSE(t0.getRestrict());
  EXPECT_TRUE(t0.getType().isa<RankedTensorType>());
  EXPECT_EQ(m0.getTensor(), t0.getResult());
  EXPECT_EQ(m0.getBuffer(), m0->getResult(0));
  EXPECT_TRUE(m0.getReadOnly());
  m0.setReadOnly(false);
  EXPECT_FALSE(m0.getReadOnly());

  std::vector<MemoryEffect> e = effects(t0);
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].kind, EffectKind::Read);
  EXPECT_EQ(e[0].value, v[0]);
  EXPECT_TRUE(m0->hasTrait(OpTrait::Pure));
}

TEST_F(BufferizationApiTest, MaterializeInDestination) {
  Type tensor = RankedTensorType::get(&ctx, {kDynamic}, b.getF32Type());
  Type memref = MemRefType::get({kDynamic}, b.getF32Type());
  std::vector<Value> v = source({tensor, tensor, memref});
  auto toTensor = b.create<MaterializeInDestinationOp>(loc, v[0], v[1]);
  auto toMemref = b.create<MaterializeInDestinationOp>(loc, v[0], v[2], /*restrict=*/true, /*writable=*/true);
  EXPECT_EQ(verifiedText(),
            "module {\n"
            "  %0:3 = \"test.source\"() : () -> (tensor<?xf32>, tensor<?xf32>, memref<?xf32>)\n"
            "  %1 = bufferization.materialize_in_destination %0#0 in %0#1 : (tensor<?xf32>, tensor<?xf32>) -> "
            "tensor<?xf32>\n"
            "  bufferization.materialize_in_destination %0#0 in restrict writable %0#2 : (tensor<?xf32>, "
            "memref<?xf32>) -> ()\n"
            "}\n");
  EXPECT_EQ(toTensor.getSource(), v[0]);
  EXPECT_EQ(toTensor.getDest(), v[1]);
  EXPECT_EQ(toTensor.getResult(), toTensor->getResult(0));
  EXPECT_FALSE(toMemref.getResult());
  EXPECT_TRUE(toMemref.getRestrict());
  EXPECT_EQ(&toMemref.getDestMutable(), &toMemref->getOpOperand(1));
  EXPECT_TRUE(effects(toTensor).empty());
  std::vector<MemoryEffect> e = effects(toMemref);
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].kind, EffectKind::Write);
  EXPECT_EQ(e[0].value, v[2]);
}

TEST_F(BufferizationApiTest, AllocTensor) {
  Type dyn2 = RankedTensorType::get(&ctx, {kDynamic, 4, kDynamic}, b.getF32Type());
  std::vector<Value> v = source({b.getIndexType(), b.getIndexType(), dyn2});
  std::vector<Value> sizes{v[0], v[1]};
  auto a = b.create<AllocTensorOp>(loc, dyn2.cast<TensorType>(), ValueRange(sizes));
  auto c = b.create<AllocTensorOp>(loc, dyn2.cast<TensorType>(), ValueRange(), v[2], v[0], b.getI64IntegerAttr(1));
  EXPECT_EQ(verifiedText(),
            "module {\n"
            "  %0:3 = \"test.source\"() : () -> (index, index, tensor<?x4x?xf32>)\n"
            "  %1 = bufferization.alloc_tensor(%0#0, %0#1) : tensor<?x4x?xf32>\n"
            "  %2 = bufferization.alloc_tensor() copy(%0#2) size_hint=%0#0 {memory_space = 1 : i64} : "
            "tensor<?x4x?xf32>\n"
            "}\n");
  EXPECT_EQ(a.getDynamicSizes().size(), 2u);
  EXPECT_FALSE(a.getCopy());
  EXPECT_FALSE(a.getSizeHint());
  EXPECT_FALSE(a.getMemorySpace());
  EXPECT_TRUE(a.isDynamicDim(2));
  EXPECT_FALSE(a.isDynamicDim(1));
  EXPECT_EQ(a.getStaticSize(1), 4);
  EXPECT_EQ(a.getIndexOfDynamicSize(2), 1u);
  EXPECT_EQ(a.getDynamicSize(2), v[1]);
  EXPECT_EQ(c.getCopy(), v[2]);
  EXPECT_EQ(c.getSizeHint(), v[0]);
  EXPECT_EQ(c.getMemorySpace(), Attribute(b.getI64IntegerAttr(1)));
  EXPECT_FALSE(c.getDynamicSize(0));
  // Allocation effects are unknown, as in MLIR.
  EXPECT_EQ(a->getDef()->getEffects, nullptr);
  EXPECT_FALSE(a->hasTrait(OpTrait::Pure));
}

TEST_F(BufferizationApiTest, CloneAndDealloc) {
  Type memref = MemRefType::get({2}, b.getF32Type());
  std::vector<Value> v = source({memref, memref, b.getI1Type()});
  auto clone = b.create<CloneOp>(loc, v[0]);
  std::vector<Value> memrefs{v[0], v[1]}, conds{v[2], v[2]}, retained{clone.getOutput()};
  auto dealloc = b.create<DeallocOp>(loc, ValueRange(memrefs), ValueRange(conds), ValueRange(retained));
  auto plain = b.create<DeallocOp>(loc, ValueRange(), ValueRange());
  EXPECT_EQ(verifiedText(),
            "module {\n"
            "  %0:3 = \"test.source\"() : () -> (memref<2xf32>, memref<2xf32>, i1)\n"
            "  %1 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>\n"
            "  %2 = bufferization.dealloc (%0#0, %0#1 : memref<2xf32>, memref<2xf32>) if (%0#2, %0#2) retain (%1 : "
            "memref<2xf32>)\n"
            "  bufferization.dealloc\n"
            "}\n");
  EXPECT_EQ(clone.getSource(), v[0]);
  EXPECT_EQ(clone.getTarget(), clone->getResult(0));
  std::vector<MemoryEffect> ce = effects(clone);
  ASSERT_EQ(ce.size(), 3u);
  EXPECT_EQ(ce[0].kind, EffectKind::Read);
  EXPECT_EQ(ce[0].value, v[0]);
  EXPECT_EQ(ce[1].kind, EffectKind::Write);
  EXPECT_EQ(ce[2].kind, EffectKind::Allocate);
  EXPECT_EQ(ce[2].value, clone.getOutput());

  EXPECT_EQ(dealloc.getMemrefs().vec(), memrefs);
  EXPECT_EQ(dealloc.getConditions().vec(), conds);
  EXPECT_EQ(dealloc.getRetained().vec(), retained);
  ASSERT_EQ(dealloc.getUpdatedConditions().size(), 1u);
  EXPECT_EQ(dealloc.getUpdatedConditions()[0].getType(), b.getI1Type());
  std::vector<MemoryEffect> de = effects(dealloc);
  ASSERT_EQ(de.size(), 2u);
  EXPECT_EQ(de[0].kind, EffectKind::Free);
  EXPECT_EQ(de[1].value, v[1]);
  EXPECT_TRUE(plain.getMemrefs().empty());
  EXPECT_TRUE(effects(plain).empty());
}

TEST_F(BufferizationApiTest, DeallocTensor) {
  std::vector<Value> v = source({RankedTensorType::get(&ctx, {4}, b.getF32Type())});
  auto d = b.create<DeallocTensorOp>(loc, v[0]);
  EXPECT_EQ(d.getTensor(), v[0]);
  EXPECT_EQ(verifiedText(),
            "module {\n"
            "  %0 = \"test.source\"() : () -> tensor<4xf32>\n"
            "  bufferization.dealloc_tensor %0 : tensor<4xf32>\n"
            "}\n");
  EXPECT_TRUE(ctx.isDialectRegistered("bufferization"));
  EXPECT_EQ(ctx.lookupOp("bufferization.alloc_tensor")->inherentAttrs,
            (std::vector<std::string>{"memory_space", "operandSegmentSizes"}));
}

}  // namespace
}  // namespace tbuf
