// The `canonicalize` and `cse` passes (see passes.h).
#include "transforms/passes.h"

#include <string>

#include "analysis/dominance.h"
#include "ir/diagnostics.h"
#include "ir/pass/pass_registry.h"
#include "transforms/canonicalize.h"
#include "transforms/cse.h"

namespace tbuf {

namespace {

class CanonicalizerPass : public Pass {
 public:
  std::string_view getArgument() const override { return "canonicalize"; }
  std::string_view getName() const override { return "Canonicalizer"; }
  std::string_view getDescription() const override { return "Canonicalize operations"; }

  LogicalResult runOnOperation(Operation *op) override {
    CanonicalizeOptions options;
    options.topDown = topDown_;
    options.regionSimplify = regionSimplify_;
    options.maxIterations = maxIterations_;
    options.maxNumRewrites = maxNumRewrites_;
    options.testConvergence = testConvergence_;
    options.disabledPatterns = disabledPatterns_.getValue();
    options.enabledPatterns = enabledPatterns_.getValue();
    bool changed = false;
    LogicalResult converged = canonicalize(op, options, &changed);
    if (!changed) markAllAnalysesPreserved();
    // Canonicalization is best effort: only the test option makes
    // non-convergence a failure (MLIR signals it without a diagnostic).
    if (options.testConvergence && failed(converged)) return failure();
    return success();
  }

 private:
  ListOption<std::string> disabledPatterns_{*this, "disable-patterns",
                                            "Labels of patterns that should be filtered out during application"};
  ListOption<std::string> enabledPatterns_{
      *this, "enable-patterns",
      "Labels of patterns that should be used during application, all other patterns are filtered out"};
  Option<int64_t> maxIterations_{*this, "max-iterations",
                                 "Max. iterations between applying patterns / simplifying regions", 10};
  Option<int64_t> maxNumRewrites_{*this, "max-num-rewrites", "Max. number of pattern rewrites within an iteration",
                                  -1};
  EnumOption<GreedySimplifyRegionLevel> regionSimplify_{
      *this,
      "region-simplify",
      "Perform control flow optimizations to the region tree",
      GreedySimplifyRegionLevel::Normal,
      {{GreedySimplifyRegionLevel::Disabled, "disabled", "Don't run any control-flow simplification."},
       {GreedySimplifyRegionLevel::Normal, "normal",
        "Perform simple control-flow simplifications (e.g. dead args elimination)."},
       {GreedySimplifyRegionLevel::Aggressive, "aggressive",
        "Perform aggressive control-flow simplification (e.g. block merging)."}}};
  Option<bool> testConvergence_{*this, "test-convergence",
                                "Test only: Fail pass on non-convergence to detect cyclic pattern", false};
  Option<bool> topDown_{*this, "top-down", "Seed the worklist in general top-down order", true};
};

class CSEPass : public Pass {
 public:
  std::string_view getArgument() const override { return "cse"; }
  std::string_view getName() const override { return "CSE"; }
  std::string_view getDescription() const override { return "Eliminate common sub-expressions"; }

  LogicalResult runOnOperation(Operation *op) override {
    DominanceInfo domInfo;
    CSEStatistics stats;
    eliminateCommonSubexpressions(op, domInfo, &stats);
    if (stats.numCSE == 0 && stats.numDCE == 0) markAllAnalysesPreserved();
    numCSE_ += stats.numCSE;
    numDCE_ += stats.numDCE;
    return success();
  }

 private:
  Statistic numCSE_{*this, "num-cse'd", "Number of operations CSE'd"};
  Statistic numDCE_{*this, "num-dce'd", "Number of operations DCE'd"};
};

}  // namespace

std::unique_ptr<Pass> createCanonicalizerPass() { return std::make_unique<CanonicalizerPass>(); }
std::unique_ptr<Pass> createCSEPass() { return std::make_unique<CSEPass>(); }

void registerTransformPasses() {
  if (lookupPassInfo("canonicalize")) return;
  registerPass(createCanonicalizerPass);
  registerPass(createCSEPass);
}

}  // namespace tbuf
