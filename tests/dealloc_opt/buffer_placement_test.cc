// The shared placement helpers (dealloc/buffer_placement.h): tracked
// allocations and their deallocs, loop classification, common dominators
// across regions (and unreachable blocks), start operations.
#include "dealloc/buffer_placement.h"

#include "gtest/gtest.h"
#include "tests/dealloc_opt/buffer_opt_fixture.h"

namespace tbuf::test_util {
namespace {

using namespace tbuf::dealloc;

/// The first op named `name` under `root` (pre-order), or null.
Operation *findOp(Operation *root, std::string_view name, int skip = 0) {
  Operation *found = nullptr;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (found || op->getName() != name) return;
    if (skip-- == 0) found = op;
  });
  return found;
}

TEST(BufferPlacementTest, CollectAllocationsAndDeallocs) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"mlir(
func.func @f(%c: i1) {
  %0 = memref.alloc() : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  memref.dealloc %1 : memref<2xf32>
  memref.dealloc %1 : memref<2xf32>
  %2 = memref.alloca() : memref<2xf32>
  %3 = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%3 : memref<2xf32>) if (%c)
  %4 = bufferization.clone %3 : memref<2xf32> to memref<2xf32>
  return
})mlir");
  ASSERT_TRUE(module) << tc.diagnostics;
  std::vector<AllocEntry> allocs = collectAllocations(module.get());
  // %0 (with its dealloc), %3 (bufferization.dealloc does not count), the
  // clone; not %1 (two deallocs) nor the alloca.
  ASSERT_EQ(allocs.size(), 3u);
  EXPECT_EQ(allocs[0].alloc.getDefiningOp(), findOp(module.get(), "memref.alloc", 0));
  EXPECT_EQ(allocs[0].dealloc, findOp(module.get(), "memref.dealloc", 0));
  EXPECT_EQ(allocs[1].alloc.getDefiningOp(), findOp(module.get(), "memref.alloc", 2));
  EXPECT_EQ(allocs[1].dealloc, nullptr);
  EXPECT_EQ(allocs[2].alloc.getDefiningOp()->getName(), "bufferization.clone");
  bool ok = true;
  EXPECT_EQ(findDealloc(findOp(module.get(), "memref.alloc", 1)->getResult(0), ok), nullptr);
  EXPECT_FALSE(ok);
}

TEST(BufferPlacementTest, LoopClassification) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"mlir(
func.func @f(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
  }
  scf.forall (%i) in (4) {
  }
  scf.if %c {
  }
  %w = scf.while (%a = %c) : (i1) -> i1 {
    scf.condition(%a) %a : i1
  } do {
  ^bb0(%b: i1):
    scf.yield %b : i1
  }
  %e = scf.execute_region -> i1 {
    scf.yield %c : i1
  }
  return
})mlir");
  ASSERT_TRUE(module) << tc.diagnostics;
  Operation *forOp = findOp(module.get(), "scf.for");
  Operation *forall = findOp(module.get(), "scf.forall");
  Operation *ifOp = findOp(module.get(), "scf.if");
  Operation *whileOp = findOp(module.get(), "scf.while");
  Operation *exec = findOp(module.get(), "scf.execute_region");
  EXPECT_TRUE(isLoop(forOp) && isSequentialLoop(forOp));
  EXPECT_TRUE(isLoop(forall) && !isSequentialLoop(forall));
  EXPECT_TRUE(isLoop(whileOp) && isSequentialLoop(whileOp));
  EXPECT_FALSE(isLoop(ifOp));
  EXPECT_FALSE(isLoop(exec));
  EXPECT_TRUE(isKnownControlFlowInterface(ifOp) && isKnownControlFlowInterface(exec));
  EXPECT_FALSE(isKnownControlFlowInterface(findOp(module.get(), "func.func")));
}

TEST(BufferPlacementTest, CommonDominatorAcrossRegionsAndUnreachableBlocks) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"mlir(
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  scf.if %c {
    %0 = memref.alloc() : memref<2xf32>
  }
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return
^bb4:
  cf.br ^bb5
^bb5:
  return
})mlir");
  ASSERT_TRUE(module) << tc.diagnostics;
  Operation *func = findOp(module.get(), "func.func");
  std::vector<Block *> blocks;
  for (Block &b : func->getRegion(0)) blocks.push_back(&b);
  Block *thenBlock = findOp(module.get(), "memref.alloc")->getBlock();
  DominanceInfo dom;
  EXPECT_EQ(findCommonDominator({blocks[1], blocks[2]}, dom), blocks[0]);
  EXPECT_EQ(findCommonDominator({thenBlock, blocks[3]}, dom), blocks[0]);
  EXPECT_EQ(findCommonDominator({thenBlock, blocks[1]}, dom), blocks[1]);
  EXPECT_EQ(findCommonDominator({thenBlock}, dom), thenBlock);
  // Unreachable blocks: no answer (mlir-opt-22 crashes on these).
  EXPECT_EQ(findCommonDominator({blocks[4], blocks[5]}, dom), nullptr);
  EXPECT_EQ(findCommonDominator({blocks[4]}, dom), nullptr);
  EXPECT_EQ(findCommonDominator({blocks[0], blocks[5]}, dom), nullptr);

  // Start operation: in front of the scf.if in ^bb1, in front of the
  // terminator of the entry block, the alloc itself in its own block.
  Liveness liveness(func);
  Value alloc = findOp(module.get(), "memref.alloc")->getResult(0);
  EXPECT_EQ(getStartOperation(alloc, blocks[1], liveness), findOp(module.get(), "scf.if"));
  EXPECT_EQ(getStartOperation(alloc, blocks[0], liveness), blocks[0]->getTerminator());
  EXPECT_EQ(getStartOperation(alloc, thenBlock, liveness), alloc.getDefiningOp());
}

}  // namespace
}  // namespace tbuf::test_util
