// Functions with several blocks: cf.br / cf.cond_br neither read nor write
// their forwarded tensors and are maybe-equivalent to the successor's block
// argument; func.func answers the inverse for non-entry block arguments and
// gives them the common buffer type of the forwarded values; the block
// signature rewrite retypes the arguments and the forwarded operands of
// every branch (both successors of a cond_br into the same block).
#include "module_test_fixture.h"

namespace tbuf::bufferization::testing {
namespace {

constexpr std::string_view kBranches = R"mlir(
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1(%a : tensor<4xf32>), ^bb1(%b : tensor<4xf32>) {tag = "br"}
^bb1(%x: tensor<4xf32>):
  return %x : tensor<4xf32>
}
)mlir";

TEST_F(ModuleTest, BranchOperandsAliasTheSuccessorArgument) {
  parse(kBranches);
  Operation *br = op("br");
  func::FuncOp f = func("f");
  Block *bb1 = br->getSuccessor(0);
  AnalysisState state(options);
  EXPECT_FALSE(state.bufferizesToMemoryRead(br->getOpOperand(1)));
  EXPECT_FALSE(state.bufferizesToMemoryWrite(br->getOpOperand(1)));
  AliasingValueList aliases = state.getAliasingValues(br->getOpOperand(2));
  ASSERT_EQ(aliases.size(), 1u);
  EXPECT_EQ(aliases[0].value, Value(bb1->getArgument(0)));
  EXPECT_EQ(aliases[0].relation, BufferRelation::Equivalent);
  EXPECT_FALSE(aliases[0].isDefinite);
  AliasingOpOperandList back = state.getAliasingOpOperands(bb1->getArgument(0));
  ASSERT_EQ(back.size(), 2u);
  EXPECT_EQ(back[0].opOperand, &br->getOpOperand(1));
  EXPECT_EQ(back[1].opOperand, &br->getOpOperand(2));
  EXPECT_TRUE(state.getAliasingOpOperands(f.getArgument(0)).empty());
  EXPECT_TRUE(state.isWritable(bb1->getArgument(0)));
}

TEST_F(ModuleTest, BlockSignatureRewriteUpdatesEveryBranch) {
  parse(kBranches);
  func::FuncOp f = func("f");
  std::optional<BaseMemRefType> t = getBufferType(f.front().getNextNode()->getArgument(0), options, bufferizationState);
  ASSERT_TRUE(t);
  EXPECT_EQ(Type(*t).str(), "memref<4xf32, strided<[?], offset: ?>>");
  // Each to_tensor goes to the start of its block (later arguments first,
  // as in MLIR); each forwarded operand gets a to_buffer right after its
  // definition.
  rewriter.setInsertionPoint(f.getOperation());
  ASSERT_TRUE(succeeded(model(f)->bufferize(f, rewriter, options, bufferizationState))) << diagnostics;
  EXPECT_EQ(printed(), R"mlir(module {
  func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1) -> memref<4xf32, strided<[?], offset: ?>> {
    %0 = bufferization.to_tensor %arg1 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
    %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    %2 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
    %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    cf.cond_br %arg2, ^bb1(%3 : memref<4xf32, strided<[?], offset: ?>>), ^bb1(%1 : memref<4xf32, strided<[?], offset: ?>>) {tag = "br"}
  ^bb1(%4: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb0
    %5 = bufferization.to_tensor %4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
    %6 = bufferization.to_buffer %5 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    return %6 : memref<4xf32, strided<[?], offset: ?>>
  }
}
)mlir");
}

TEST_F(ModuleTest, MixedIncomingLayoutsGiveAFullyDynamicArgument) {
  parse(R"mlir(
func.func @g(%m: memref<4xf32, strided<[1], offset: 2>>, %c: i1) -> f32 {
  %t = bufferization.to_tensor %m : memref<4xf32, strided<[1], offset: 2>> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  cf.cond_br %c, ^bb1(%t : tensor<4xf32>), ^bb1(%e : tensor<4xf32>)
^bb1(%x: tensor<4xf32>):
  %i = arith.constant 0 : index
  %v = tensor.extract %x[%i] : tensor<4xf32>
  return %v : f32
}
)mlir");
  func::FuncOp g = func("g");
  std::optional<BaseMemRefType> t = getBufferType(g.front().getNextNode()->getArgument(0), options, bufferizationState);
  ASSERT_TRUE(t) << diagnostics;
  EXPECT_EQ(Type(*t).str(), "memref<4xf32, strided<[?], offset: ?>>");
  // One incoming layout: taken as is.
  Operation *br = &g.front().back();
  br->setOperand(2, br->getOperand(1));
  t = getBufferType(g.front().getNextNode()->getArgument(0), options, bufferizationState);
  ASSERT_TRUE(t) << diagnostics;
  EXPECT_EQ(Type(*t).str(), "memref<4xf32, strided<[1], offset: 2>>");
}

}  // namespace
}  // namespace tbuf::bufferization::testing
