// The `canonicalize` and `cse` passes through the pass registry and pass
// manager: registration, mlir-opt's option names and defaults, option
// parsing, and running them (including test-convergence failing on a
// pattern that never converges).
#include <gtest/gtest.h>

#include "ir/pass/pass_manager.h"
#include "ir/pass/pass_registry.h"
#include "ir/rewriter.h"
#include "tests/transforms/test_dialect.h"
#include "transforms/passes.h"

namespace tbuf {
namespace {

using transforms_test::countOps;
using transforms_test::parse;
using transforms_test::registerMlirStandIns;
using transforms_test::registerTestOps;

TEST(TransformPasses, RegisteredWithMlirNamesAndDefaults) {
  registerTransformPasses();
  registerTransformPasses();  // idempotent
  const PassInfo *canon = lookupPassInfo("canonicalize");
  ASSERT_NE(canon, nullptr);
  EXPECT_EQ(canon->name, "Canonicalizer");
  EXPECT_EQ(canon->description, "Canonicalize operations");
  const PassInfo *cse = lookupPassInfo("cse");
  ASSERT_NE(cse, nullptr);
  EXPECT_EQ(cse->name, "CSE");
  EXPECT_EQ(cse->description, "Eliminate common sub-expressions");

  // mlir-opt-22 --dump-pass-pipeline prints
  //   canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
  // (the two leading blanks stand for the empty pattern lists); tbuf prints the same.
  std::unique_ptr<Pass> pass = canon->factory();
  EXPECT_EQ(pass->printAsTextualPipeline(),
            "canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false "
            "top-down=true}");
  std::string error;
  ASSERT_TRUE(succeeded(pass->parseFromString("top-down=false region-simplify=aggressive max-iterations=3", error)))
      << error;
  EXPECT_EQ(pass->printAsTextualPipeline(),
            "canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=aggressive test-convergence=false "
            "top-down=false}");
  EXPECT_TRUE(failed(pass->parseFromString("region-simplify=sometimes", error)));
  EXPECT_EQ(cse->factory()->printAsTextualPipeline(), "cse");
  std::vector<std::string> stats;
  std::unique_ptr<Pass> csePass = cse->factory();
  for (Statistic *s : csePass->getStatistics()) stats.push_back(s->getName());
  EXPECT_EQ(stats, std::vector<std::string>({"num-cse'd", "num-dce'd"}));
}

TEST(TransformPasses, RunThroughThePassManager) {
  registerTransformPasses();
  Context ctx;
  registerMlirStandIns(ctx);
  OwningOpRef module = parse(ctx, R"mlir(
"func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "f"}> ({
^bb0(%a: i32):
  %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  %0 = "arith.addi"(%c1, %c2) : (i32, i32) -> i32
  %1 = "arith.muli"(%a, %0) : (i32, i32) -> i32
  %2 = "arith.muli"(%a, %0) : (i32, i32) -> i32
  "func.return"(%1, %2) : (i32, i32) -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(module);
  PassManager pm(&ctx);
  std::string error;
  ASSERT_TRUE(succeeded(addPassOrPipeline(pm, "canonicalize", "", error))) << error;
  ASSERT_TRUE(succeeded(addPassOrPipeline(pm, "cse", "", error))) << error;
  ASSERT_TRUE(succeeded(pm.run(module.get())));
  EXPECT_EQ(countOps(module.get(), "arith.addi"), 0);
  EXPECT_EQ(countOps(module.get(), "arith.constant"), 1);
  EXPECT_EQ(countOps(module.get(), "arith.muli"), 1);
}

/// A canonicalizer that toggles an attribute forever.
LogicalResult flip(Operation *op, RewriterBase &rewriter) {
  rewriter.modifyOpInPlace(op, [&] { op->setAttr("flip", BoolAttr::get(op->getContext(), !op->hasAttr("flip"))); });
  return success();
}

TEST(TransformPasses, TestConvergenceFailsOnCycles) {
  registerTransformPasses();
  Context ctx;
  registerTestOps(ctx);
  OpDefinition def;
  def.name = "test.flipper";
  def.canonicalizers.push_back(flip);
  ctx.registerOp(def);
  const char *text = R"mlir(
"test.func"() <{sym_name = "f"}> ({
  "test.flipper"() : () -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir";
  for (bool testConvergence : {false, true}) {
    OwningOpRef module = parse(ctx, text);
    ASSERT_TRUE(module);
    PassManager pm(&ctx);
    std::string error;
    std::string options = "max-num-rewrites=1 max-iterations=2";
    if (testConvergence) options += " test-convergence";
    ASSERT_TRUE(succeeded(addPassOrPipeline(pm, "canonicalize", options, error))) << error;
    EXPECT_EQ(failed(pm.run(module.get())), testConvergence);
  }
}

}  // namespace
}  // namespace tbuf
