// The C++ API of scf.parallel / scf.reduce / scf.reduce.return: builders
// (the IR they build must verify and print as mlir-opt-22 prints it),
// typed-view accessors, the control-flow interfaces the analyses use and the
// memory effects (recursive: a loop whose body has none is dead).
#include <gtest/gtest.h>

#include <string>

#include "dialects/scf/scf_ops.h"
#include "ir/builtin_ops.h"
#include "ir/control_flow_interfaces.h"
#include "ir/parser/parser.h"
#include "ir/printer/printer.h"
#include "ir/verifier/verifier.h"
#include "tests/dialects_scf/test_util.h"
#include "transforms/side_effects.h"

namespace tbuf {
namespace {

using ScfParallelApiTest = testing::ModuleBuilderTest;

TEST_F(ScfParallelApiTest, BuildWithoutReductionsAddsEmptyReduce) {
  std::vector<Value> v = source({b.getIndexType(), b.getIndexType(), b.getIndexType()});
  std::vector<Value> seen;
  auto loop = b.create<scf::ParallelOp>(loc, ValueRange{v[0], v[0]}, ValueRange{v[1], v[1]}, ValueRange{v[2], v[2]},
                                        ValueRange(), [&](OpBuilder &, Location, ValueRange ivs, ValueRange iterArgs) {
                                          seen.assign(ivs.begin(), ivs.end());
                                          EXPECT_TRUE(iterArgs.empty());
                                        });
  EXPECT_EQ(verifiedText(),
            "module {\n"
            "  %0:3 = \"test.source\"() : () -> (index, index, index)\n"
            "  scf.parallel (%arg0, %arg1) = (%0#0, %0#0) to (%0#1, %0#1) step (%0#2, %0#2) {\n"
            "    scf.reduce \n"
            "  }\n"
            "}\n");
  EXPECT_EQ(loop.getNumLoops(), 2u);
  EXPECT_EQ(loop.getInductionVars(), seen);
  EXPECT_EQ(loop.getLowerBound().vec(), (std::vector<Value>{v[0], v[0]}));
  EXPECT_EQ(loop.getUpperBound().vec(), (std::vector<Value>{v[1], v[1]}));
  EXPECT_EQ(loop.getStep().vec(), (std::vector<Value>{v[2], v[2]}));
  EXPECT_TRUE(loop.getInitVals().empty());
  ASSERT_TRUE(loop.getReduceOp());
  EXPECT_EQ(loop.getReduceOp().getNumReductions(), 0u);
  EXPECT_EQ(scf::getParallelForInductionVarOwner(seen[1]), loop);
  EXPECT_FALSE(scf::getParallelForInductionVarOwner(v[0]));
  // Nothing in the body has an effect: the loop is trivially dead.
  EXPECT_TRUE(isMemoryEffectFree(loop.getOperation()));
  EXPECT_TRUE(wouldOpBeTriviallyDead(loop.getOperation()));
}

TEST_F(ScfParallelApiTest, BuildReductionThroughBuilders) {
  std::vector<Value> v = source({b.getIndexType(), b.getIndexType(), b.getIndexType(), b.getF32Type()});
  auto loop = b.create<scf::ParallelOp>(
      loc, ValueRange{v[0]}, ValueRange{v[1]}, ValueRange{v[2]}, ValueRange{v[3]},
      [&](OpBuilder &nb, Location l, ValueRange, ValueRange) {
        auto reduce = nb.create<scf::ReduceOp>(l, ValueRange{v[3]});
        ASSERT_EQ(reduce.getNumReductions(), 1u);
        Block &block = reduce.getReduction(0).front();
        ASSERT_EQ(block.getNumArguments(), 2u);
        OpBuilder::InsertionGuard guard(nb);
        nb.setInsertionPointToEnd(&block);
        nb.create<scf::ReduceReturnOp>(l, block.getArgument(1));
      });
  EXPECT_EQ(verifiedText(),
            "module {\n"
            "  %0:4 = \"test.source\"() : () -> (index, index, index, f32)\n"
            "  %1 = scf.parallel (%arg0) = (%0#0) to (%0#1) step (%0#2) init (%0#3) -> f32 {\n"
            "    scf.reduce(%0#3 : f32) {\n"
            "    ^bb0(%arg1: f32, %arg2: f32):\n"
            "      scf.reduce.return %arg2 : f32\n"
            "    }\n"
            "  }\n"
            "}\n");
  EXPECT_EQ(loop.getInitVals().vec(), std::vector<Value>{v[3]});
  scf::ReduceOp reduce = loop.getReduceOp();
  ASSERT_TRUE(reduce);
  auto ret = dyn_cast<scf::ReduceReturnOp>(&reduce.getReduction(0).front().back());
  ASSERT_TRUE(ret);
  EXPECT_EQ(ret.getResult(), reduce.getReduction(0).front().getArgument(1));
}

TEST_F(ScfParallelApiTest, RegionBranchInterfaces) {
  parsed = parseSourceString(ctx, R"(
    func.func @f(%lb: index, %ub: index, %f: f32) -> f32 {
      %r = scf.parallel (%i) = (%lb) to (%ub) step (%ub) init (%f) -> f32 {
        scf.reduce(%f : f32) {
        ^bb0(%a: f32, %b: f32):
          scf.reduce.return %a : f32
        }
      }
      return %r : f32
    })",
                             "api.mlir");
  ASSERT_TRUE(parsed) << diags;
  ASSERT_TRUE(succeeded(verify(parsed.get()))) << diags;
  scf::ParallelOp loop;
  parsed->walk([&](scf::ParallelOp op) { loop = op; });
  ASSERT_TRUE(loop);
  const auto *branch = loop->getInterface<RegionBranchOpInterface>();
  ASSERT_TRUE(branch);
  // Entering or leaving the body: the body or the parent, no value forwarded.
  for (Region *from : {static_cast<Region *>(nullptr), &loop.getRegion()}) {
    std::vector<RegionSuccessor> successors;
    branch->getSuccessorRegions(loop.getOperation(), from, successors);
    ASSERT_EQ(successors.size(), 2u);
    EXPECT_EQ(successors[0].region, &loop.getRegion());
    EXPECT_TRUE(successors[0].inputs.empty());
    EXPECT_TRUE(successors[1].isParent());
    EXPECT_TRUE(successors[1].inputs.empty());
  }
  EXPECT_TRUE(branch->getEntrySuccessorOperands(loop.getOperation(), &loop.getRegion()).empty());
  EXPECT_TRUE(isRegionRepetitive(&loop.getRegion()));
  const auto *terminator = loop.getReduceOp()->getInterface<RegionBranchTerminatorOpInterface>();
  ASSERT_TRUE(terminator);
  EXPECT_TRUE(terminator->getSuccessorOperands(loop.getReduceOp().getOperation(), nullptr).empty());
  // The reduction region is not a region-branch successor of anything.
  EXPECT_FALSE(loop.getReduceOp()->getInterface<RegionBranchOpInterface>());
  EXPECT_FALSE(isRegionRepetitive(&loop.getReduceOp().getReduction(0)));
}

}  // namespace
}  // namespace tbuf
