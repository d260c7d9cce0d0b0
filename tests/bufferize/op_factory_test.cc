// The direct op creation of bufferize/op_factory.h builds the same ops as
// OpBuilder::create (name, operands, result types, attribute dictionary),
// inside and outside an OpFactoryScope; getBuffer shares the to_buffer of a
// function argument only under function-boundary bufferization.
#include "bufferize/op_factory.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "ir/rewriter.h"
#include "test_models.h"

namespace tbuf::bufferization::testing {
namespace {

/// Name, operands, result types and attributes of `a` and `b` agree.
void expectSameOp(Operation *a, Operation *b) {
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(a->getName(), b->getName());
  ASSERT_EQ(a->getNumOperands(), b->getNumOperands());
  for (unsigned i = 0; i < a->getNumOperands(); ++i) EXPECT_EQ(a->getOperand(i), b->getOperand(i));
  ASSERT_EQ(a->getNumResults(), b->getNumResults());
  for (unsigned i = 0; i < a->getNumResults(); ++i) EXPECT_EQ(a->getResult(i).getType(), b->getResult(i).getType());
  EXPECT_EQ(a->getAttrDictionary(), b->getAttrDictionary());
}

TEST_F(InterfaceTest, OpFactoryBuildsWhatTheBuilderBuilds) {
  parse(R"mlir(
func.func @f(%m: memref<4xf32>, %i: index, %x: f32, %t: tensor<4xf32>) {
  return {tag = "ret"}
}
)mlir");
  Operation *ret = op("ret");
  Block *body = ret->getBlock();
  Value m = body->getArgument(0), i = body->getArgument(1), x = body->getArgument(2), t = body->getArgument(3);
  Type tensorType = t.getType();
  auto memrefType = m.getType().cast<MemRefType>();
  Type dynamicType = getMemRefTypeWithFullyDynamicLayout(tensorType.cast<TensorType>());
  IRRewriter rewriter(&ctx);
  rewriter.setInsertionPoint(ret);
  IntegerAttr align = rewriter.getI64IntegerAttr(64);

  // The builder's ops.
  Operation *toTensor = rewriter.create<ToTensorOp>(ret->getLoc(), tensorType, m).getOperation();
  Operation *toBuffer = rewriter.create<ToBufferOp>(ret->getLoc(), memrefType, t).getOperation();
  Operation *load = rewriter.create<memref::LoadOp>(ret->getLoc(), m, ArrayRef<Value>{i}).getOperation();
  Operation *store = rewriter.create<memref::StoreOp>(ret->getLoc(), x, m, ArrayRef<Value>{i}).getOperation();
  Operation *copy = rewriter.create<memref::CopyOp>(ret->getLoc(), m, m).getOperation();
  Operation *cast = rewriter.create<memref::CastOp>(ret->getLoc(), dynamicType, m).getOperation();
  Operation *alloc =
      rewriter.create<memref::AllocOp>(ret->getLoc(), memrefType, ArrayRef<Value>{}, ArrayRef<Value>{}, align)
          .getOperation();
  Operation *allocTensor = rewriter.create<AllocTensorOp>(ret->getLoc(), tensorType.cast<TensorType>(), ValueRange(), t)
                               .getOperation();

  // The factory's, outside and inside a scope (twice inside: the
  // remembered alloc dictionaries are used the second time).
  for (int round = 0; round < 3; ++round) {
    std::optional<OpFactoryScope> scope;
    if (round > 0) scope.emplace(&ctx);
    for (int repeat = 0; repeat < (round == 2 ? 2 : 1); ++repeat) {
      expectSameOp(createToTensor(rewriter, ret->getLoc(), tensorType, m).getDefiningOp(), toTensor);
      expectSameOp(createToBuffer(rewriter, ret->getLoc(), memrefType, t).getDefiningOp(), toBuffer);
      expectSameOp(createLoad(rewriter, ret->getLoc(), m, {i}), load);
      expectSameOp(createStore(rewriter, ret->getLoc(), x, m, {i}), store);
      expectSameOp(createCopy(rewriter, ret->getLoc(), m, m), copy);
      expectSameOp(createCast(rewriter, ret->getLoc(), dynamicType, m).getDefiningOp(), cast);
      expectSameOp(createAlloc(rewriter, ret->getLoc(), memrefType, {}, getAlignmentAttr(rewriter, 64)).getDefiningOp(),
                   alloc);
      expectSameOp(createAllocTensorCopy(rewriter, ret->getLoc(), tensorType.cast<TensorType>(), t), allocTensor);
    }
  }
  // Every op went to the insertion point, in creation order.
  EXPECT_EQ(ret->getPrevNode()->getName(), "bufferization.alloc_tensor");
}

TEST_F(InterfaceTest, GetBufferSharesAFunctionArgumentsToBufferOnlyAcrossFunctionBoundaries) {
  parse(R"mlir(
func.func @f(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant {tag = "c0"} 0 : index
  %d = tensor.dim {tag = "dim"} %t, %c0 : tensor<?xf32>
  return %d : index
}
)mlir");
  IRRewriter rewriter(&ctx);
  BufferizationState state;
  Operation *dim = op("dim");
  rewriter.setInsertionPoint(dim);
  Value arg = dim->getOperand(0);
  // Without function boundaries the argument is not converted later: one
  // to_buffer per query, as MLIR.
  std::optional<Value> first = getBuffer(rewriter, arg, options, state);
  std::optional<Value> second = getBuffer(rewriter, arg, options, state);
  ASSERT_TRUE(first && second);
  EXPECT_NE(*first, *second);
  // With them, the func.func model retypes the argument to this very type
  // and the driver folds the to_buffer away: the one at the front serves.
  options.bufferizeFunctionBoundaries = true;
  std::optional<Value> third = getBuffer(rewriter, arg, options, state);
  std::optional<Value> fourth = getBuffer(rewriter, arg, options, state);
  ASSERT_TRUE(third && fourth);
  EXPECT_EQ(*third, *fourth);
  EXPECT_EQ(third->getDefiningOp(), &dim->getBlock()->front());
}

}  // namespace
}  // namespace tbuf::bufferization::testing
