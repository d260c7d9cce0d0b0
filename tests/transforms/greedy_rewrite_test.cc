// The greedy pattern rewrite driver on test ops: dead code removal by
// effects, folding through fold hooks and the constant materializer, the
// commutative trait fold, pattern selection by benefit, worklist updates
// from rewriter notifications, convergence and its bounds, strict mode, and
// region simplification (dead block arguments, unreachable blocks, block
// merging in aggressive mode).
#include <gtest/gtest.h>

#include "ir/rewriter.h"
#include "tests/transforms/test_dialect.h"
#include "transforms/fold_utils.h"
#include "transforms/greedy_rewrite.h"

namespace tbuf {
namespace {

using transforms_test::countOps;
using transforms_test::parse;
using transforms_test::printGeneric;
using transforms_test::registerTestOps;

struct DriverFixture {
  Context ctx;
  OwningOpRef module;
  explicit DriverFixture(const char *text) {
    registerTestOps(ctx);
    module = parse(ctx, text);
  }
  /// The test.func's body block.
  Block &body() { return module.get()->getRegion(0).front().front().getRegion(0).front(); }
  LogicalResult run(const PatternSet &patterns, GreedyRewriteConfig config = {}, bool *changed = nullptr) {
    return applyPatternsGreedily(module.get(), patterns, config, changed);
  }
};

TEST(GreedyRewrite, RemovesDeadOpsByEffects) {
  DriverFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) : (i32) -> i32
  %1 = "test.pure"(%0) : (i32) -> i32
  %2 = "test.read"(%a) : (i32) -> i32
  %3 = "test.alloc"() : () -> i32
  "test.write"(%a) : (i32) -> ()
  %4 = "test.unknown"(%a) : (i32) -> i32
  "test.region"() ({
    %5 = "test.pure"(%a) : (i32) -> i32
    "test.yield"() : () -> ()
  }) : () -> ()
  "test.region"() ({
    "test.write"(%a) : (i32) -> ()
    "test.yield"() : () -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  bool changed = false;
  EXPECT_TRUE(succeeded(f.run(PatternSet(), {}, &changed)));
  EXPECT_TRUE(changed);
  Operation *m = f.module.get();
  EXPECT_EQ(countOps(m, "test.pure"), 0);
  EXPECT_EQ(countOps(m, "test.read"), 0);   // only reads: dead when unused
  EXPECT_EQ(countOps(m, "test.alloc"), 0);  // allocates its own result
  EXPECT_EQ(countOps(m, "test.write"), 2);
  EXPECT_EQ(countOps(m, "test.unknown"), 1);  // unknown effects
  EXPECT_EQ(countOps(m, "test.region"), 1);   // the one that writes
  EXPECT_EQ(countOps(m, "test.func"), 1);     // symbols are never dead

  // A second run has nothing left to do.
  changed = true;
  EXPECT_TRUE(succeeded(f.run(PatternSet(), {}, &changed)));
  EXPECT_FALSE(changed);
}

TEST(GreedyRewrite, FoldsThroughHooksAndMaterializesConstants) {
  DriverFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  "test.write"(%a) : (i32) -> ()
  %c2 = "test.constant"() <{value = 2 : i32}> : () -> i32
  %c3 = "test.constant"() <{value = 3 : i32}> : () -> i32
  %c0 = "test.constant"() <{value = 0 : i32}> : () -> i32
  "test.region"() ({
    %0 = "test.add"(%c2, %c3) : (i32, i32) -> i32
    %1 = "test.add"(%0, %c0) : (i32, i32) -> i32
    "test.write"(%1) : (i32) -> ()
    %2 = "test.add"(%a, %c0) : (i32, i32) -> i32
    "test.write"(%2) : (i32) -> ()
    "test.yield"() : () -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  EXPECT_TRUE(succeeded(f.run(PatternSet())));
  Operation *m = f.module.get();
  EXPECT_EQ(countOps(m, "test.add"), 0);
  // 2 + 3 folded and materialized by the "test" materializer, hoisted to the
  // top of the isolated test.func body; the now unused inputs are gone.
  ASSERT_EQ(countOps(m, "test.constant"), 1);
  Operation &first = f.body().front();
  EXPECT_EQ(first.getName(), "test.constant");
  EXPECT_EQ(first.getAttr("value").cast<IntegerAttr>().getInt(), 5);
  // x + 0 -> x.
  Operation *regionOp = first.getNextNode()->getNextNode();
  ASSERT_EQ(regionOp->getName(), "test.region");
  Block &inner = regionOp->getRegion(0).front();
  EXPECT_EQ(inner.front().getOperand(0), first.getResult(0));
  EXPECT_EQ(inner.front().getNextNode()->getOperand(0), f.body().getArgument(0));
}

TEST(GreedyRewrite, CommutativeTraitMovesConstantsLast) {
  DriverFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  %c = "test.constant"() <{value = 7 : i32}> : () -> i32
  %0 = "test.add"(%c, %a) : (i32, i32) -> i32
  "test.write"(%0) : (i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  EXPECT_TRUE(succeeded(f.run(PatternSet())));
  Operation *add = f.body().front().getNextNode();
  ASSERT_EQ(add->getName(), "test.add");
  EXPECT_EQ(add->getOperand(0), f.body().getArgument(0));
  EXPECT_EQ(add->getOperand(1), f.body().front().getResult(0));
}

TEST(GreedyRewrite, FoldWithoutMaterializerLeavesOpAlone) {
  DriverFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  %c2 = "test.constant"() <{value = 2 : i32}> : () -> i32
  %0 = "other.add"(%c2, %c2) : (i32, i32) -> i32
  "test.write"(%0) : (i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  OpDefinition def;
  def.name = "other.add";
  def.traits = static_cast<uint32_t>(OpTrait::Pure);
  def.fold = [](Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
    results.push_back(IntegerAttr::get(op->getResult(0).getType(), 4));
    return success();
  };
  f.ctx.registerOp(def);
  bool changed = true;
  EXPECT_TRUE(succeeded(f.run(PatternSet(), {}, &changed)));
  EXPECT_FALSE(changed);
  EXPECT_EQ(countOps(f.module.get(), "other.add"), 1);
  EXPECT_EQ(countOps(f.module.get(), "test.constant"), 1);
}

/// Rewrites `test.pure {n = k}` (k < limit) into `test.pure {n = k + 1}`.
PatternFn countUpTo(int64_t limit) {
  return [limit](Operation *op, RewriterBase &rewriter) -> LogicalResult {
    auto n = op->getAttrOfType<IntegerAttr>("n");
    if (!n || n.getInt() >= limit) return failure();
    OperationState state(rewriter.getContext(), op->getLoc(), "test.pure");
    state.addOperands(op->getOperands().vec());
    state.addTypes(op->getResultTypes());
    state.addAttribute("n", IntegerAttr::get(n.getType(), n.getInt() + 1));
    rewriter.replaceOp(op, rewriter.create(state));
    return success();
  };
}

constexpr const char *kCounter = R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) {n = 0 : i64} : (i32) -> i32
  "test.write"(%0) : (i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir";

TEST(GreedyRewrite, NewOpsGoBackOnTheWorklist) {
  DriverFixture f(kCounter);
  ASSERT_TRUE(f.module);
  PatternSet patterns;
  patterns.add("test.pure", countUpTo(5));
  bool changed = false;
  EXPECT_TRUE(succeeded(f.run(patterns, {}, &changed)));
  EXPECT_TRUE(changed);
  EXPECT_EQ(f.body().front().getAttrOfType<IntegerAttr>("n").getInt(), 5);
}

TEST(GreedyRewrite, RewriteBoundReportsNonConvergence) {
  DriverFixture f(kCounter);
  ASSERT_TRUE(f.module);
  PatternSet patterns;
  patterns.add("test.pure", countUpTo(100));
  GreedyRewriteConfig config;
  config.maxNumRewrites = 3;
  config.maxIterations = 2;
  EXPECT_TRUE(failed(f.run(patterns, config)));
  EXPECT_EQ(f.body().front().getAttrOfType<IntegerAttr>("n").getInt(), 6);
}

/// kCounter's function twice, as @f (counter at 0) and @g (counter at 2).
std::string twoCounters() {
  std::string g = kCounter;
  g.replace(g.find("\"f\""), 3, "\"g\"");
  g.replace(g.find("n = 0"), 5, "n = 2");
  return std::string(kCounter) + g;
}

/// The counters of twoCounters()' functions, in order.
std::vector<int64_t> counters(Operation *module) {
  std::vector<int64_t> r;
  module->walk([&](Operation *op) {
    if (auto n = op->getAttrOfType<IntegerAttr>("n")) r.push_back(n.getInt());
  });
  return r;
}

TEST(GreedyRewrite, IsolatedBodiesConvergeOnTheirOwn) {
  // A module of isolated functions is simplified one body at a time: the
  // result is the one a driver over the whole module reaches.
  DriverFixture f(twoCounters().c_str());
  ASSERT_TRUE(f.module);
  PatternSet patterns;
  patterns.add("test.pure", countUpTo(4));
  bool changed = false;
  EXPECT_TRUE(succeeded(f.run(patterns, {}, &changed)));
  EXPECT_TRUE(changed);
  EXPECT_EQ(counters(f.module.get()), (std::vector<int64_t>{4, 4}));
  changed = true;
  EXPECT_TRUE(succeeded(f.run(patterns, {}, &changed)));
  EXPECT_FALSE(changed);
}

TEST(GreedyRewrite, ModuleOpsAreVisitedAfterTheirBodies) {
  // The module's own ops are visited once every body has converged: a
  // pattern on the functions sees the final counters. Without such a
  // pattern (every module op inert) the bodies' changes alone are reported.
  DriverFixture f(twoCounters().c_str());
  ASSERT_TRUE(f.module);
  PatternSet patterns;
  patterns.add("test.pure", countUpTo(4));
  std::vector<int64_t> seen;
  patterns.add("test.func", [&](Operation *op, RewriterBase &rewriter) -> LogicalResult {
    if (op->getAttrOfType<IntegerAttr>("seen")) return failure();
    int64_t n = op->getRegion(0).front().front().getAttrOfType<IntegerAttr>("n").getInt();
    seen.push_back(n);
    Attribute value = IntegerAttr::get(IntegerType::get(rewriter.getContext(), 64), n);
    rewriter.modifyOpInPlace(op, [&] { op->setAttr("seen", value); });
    return success();
  });
  bool changed = false;
  EXPECT_TRUE(succeeded(f.run(patterns, {}, &changed)));
  EXPECT_TRUE(changed);
  EXPECT_EQ(seen, (std::vector<int64_t>{4, 4}));
  // Nothing left to do for either pattern.
  changed = true;
  EXPECT_TRUE(succeeded(f.run(patterns, {}, &changed)));
  EXPECT_FALSE(changed);
  EXPECT_EQ(seen.size(), 2u);

  // Bodies only: the (inert) functions are not visited, the change is seen.
  DriverFixture g(twoCounters().c_str());
  ASSERT_TRUE(g.module);
  PatternSet bodyPatterns;
  bodyPatterns.add("test.pure", countUpTo(3));
  changed = false;
  EXPECT_TRUE(succeeded(g.run(bodyPatterns, {}, &changed)));
  EXPECT_TRUE(changed);
  EXPECT_EQ(counters(g.module.get()), (std::vector<int64_t>{3, 3}));
}

TEST(GreedyRewrite, RewriteBoundCountsTheWholeModule) {
  // maxNumRewrites bounds the rewrites of the whole run, not of each
  // function: three in all, none left for a second function's budget.
  DriverFixture f(twoCounters().c_str());
  ASSERT_TRUE(f.module);
  PatternSet patterns;
  patterns.add("test.pure", countUpTo(100));
  GreedyRewriteConfig config;
  config.maxNumRewrites = 3;
  config.maxIterations = 1;
  EXPECT_TRUE(failed(f.run(patterns, config)));
  std::vector<int64_t> n = counters(f.module.get());
  ASSERT_EQ(n.size(), 2u);
  EXPECT_EQ(n[0] + n[1], 0 + 2 + 3);
}

TEST(GreedyRewrite, OscillatingPatternHitsTheIterationBound) {
  DriverFixture f(kCounter);
  ASSERT_TRUE(f.module);
  // Flips an attribute in place on every visit: never converges. Each
  // iteration does one rewrite (maxNumRewrites), so iterations run out.
  int applications = 0;
  PatternSet patterns;
  patterns.add("test.pure", [&](Operation *op, RewriterBase &rewriter) -> LogicalResult {
    ++applications;
    rewriter.modifyOpInPlace(op, [&] { op->setAttr("flip", BoolAttr::get(op->getContext(), !op->hasAttr("flip"))); });
    return success();
  });
  GreedyRewriteConfig config;
  config.maxNumRewrites = 1;
  config.maxIterations = 4;
  EXPECT_TRUE(failed(f.run(patterns, config)));
  EXPECT_EQ(applications, 4);
}

TEST(GreedyRewrite, PatternsAreTriedByBenefit) {
  DriverFixture f(kCounter);
  ASSERT_TRUE(f.module);
  std::vector<std::string> tried;
  auto tag = [&](std::string name, bool succeed) {
    return [&tried, name, succeed](Operation *op, RewriterBase &rewriter) -> LogicalResult {
      if (op->hasAttr("done")) return failure();
      tried.push_back(name);
      if (!succeed) return failure();
      rewriter.modifyOpInPlace(op, [&] { op->setAttr("done", StringAttr::get(op->getContext(), name)); });
      return success();
    };
  };
  PatternSet patterns;
  patterns.add("test.pure", tag("low", true), 1);
  patterns.addAnyOp(tag("any-high-fails", false), 5);
  patterns.add("test.pure", tag("mid", true), 3);
  patterns.add("test.pure", tag("mid-later", true), 3);
  EXPECT_TRUE(succeeded(f.run(patterns)));
  // test.func, test.write and test.return only see the any-op pattern.
  std::vector<std::string> pureTries;
  for (const std::string &t : tried)
    if (t != "any-high-fails") pureTries.push_back(t);
  EXPECT_EQ(pureTries, std::vector<std::string>({"mid"}));
  EXPECT_EQ(f.body().front().getAttrOfType<StringAttr>("done").getValue(), "mid");
}

TEST(GreedyRewrite, ErasedUsersRequeueTheirOperands) {
  // A pattern erases the only user of a pure op; the driver must revisit
  // the (now dead) definition in the same pass over the worklist.
  DriverFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) : (i32) -> i32
  %1 = "test.pure"(%0) : (i32) -> i32
  "test.sink"(%1) : (i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  PatternSet patterns;
  patterns.add("test.sink", [](Operation *op, RewriterBase &rewriter) -> LogicalResult {
    rewriter.eraseOp(op);
    return success();
  });
  GreedyRewriteConfig config;
  config.maxIterations = 1;  // everything has to happen in one iteration
  config.regionSimplification = GreedySimplifyRegionLevel::Disabled;
  (void)f.run(patterns, config);
  EXPECT_EQ(countOps(f.module.get(), "test.pure"), 0);
  EXPECT_EQ(countOps(f.module.get(), "test.sink"), 0);
}

TEST(GreedyRewrite, StrictModeOnlyTouchesGivenOps) {
  DriverFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) {n = 0 : i64} : (i32) -> i32
  %1 = "test.pure"(%a) {n = 0 : i64} : (i32) -> i32
  "test.write"(%0, %1) : (i32, i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  PatternSet patterns;
  patterns.add("test.pure", countUpTo(3));
  GreedyRewriteConfig config;
  config.strictMode = GreedyRewriteStrictness::ExistingOps;
  Operation *first = &f.body().front();
  bool allErased = false;
  (void)applyOpPatternsGreedily({first}, patterns, config, nullptr, &allErased);
  // The first op was replaced once (its replacement is not an existing op);
  // the second was never considered.
  EXPECT_TRUE(allErased);
  EXPECT_EQ(f.body().front().getAttrOfType<IntegerAttr>("n").getInt(), 1);
  EXPECT_EQ(f.body().front().getNextNode()->getAttrOfType<IntegerAttr>("n").getInt(), 0);

  config.strictMode = GreedyRewriteStrictness::ExistingAndNewOps;
  (void)applyOpPatternsGreedily({&f.body().front()}, patterns, config);
  EXPECT_EQ(f.body().front().getAttrOfType<IntegerAttr>("n").getInt(), 3);
  EXPECT_EQ(f.body().front().getNextNode()->getAttrOfType<IntegerAttr>("n").getInt(), 0);
}

TEST(GreedyRewrite, ListenerSeesEveryChange) {
  DriverFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  %c2 = "test.constant"() <{value = 2 : i32}> : () -> i32
  %0 = "test.add"(%c2, %c2) : (i32, i32) -> i32
  %1 = "test.pure"(%a) : (i32) -> i32
  "test.write"(%0) : (i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  struct Counter : RewriterBase::Listener {
    int inserted = 0, erased = 0, replaced = 0;
    void notifyOperationInserted(Operation *) override { ++inserted; }
    void notifyOperationErased(Operation *) override { ++erased; }
    void notifyOperationReplaced(Operation *, ArrayRef<Value>) override { ++replaced; }
  } counter;
  GreedyRewriteConfig config;
  config.listener = &counter;
  EXPECT_TRUE(succeeded(f.run(PatternSet(), config)));
  // Materialized 4; replaced and erased the add; erased %1 and the unused 2.
  EXPECT_EQ(counter.inserted, 1);
  EXPECT_EQ(counter.replaced, 1);
  EXPECT_EQ(counter.erased, 3);
}

TEST(RegionSimplification, DeadLoopArgumentsAndUnreachableBlocks) {
  DriverFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32, %c: i1):
  "test.br"(%a, %a)[^bb1] : (i32, i32) -> ()
^bb1(%live: i32, %dead: i32):
  %0 = "test.pure"(%dead) : (i32) -> i32
  "test.cond_br"(%c, %live, %0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
^bb2:
  "test.write"(%live) : (i32) -> ()
  "test.return"() : () -> ()
^bb3(%u: i32):
  %1 = "test.pure"(%u) : (i32) -> i32
  "test.br"(%1)[^bb3] : (i32) -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  EXPECT_TRUE(succeeded(f.run(PatternSet())));
  Region &region = f.module.get()->getRegion(0).front().front().getRegion(0);
  ASSERT_EQ(region.getNumBlocks(), 3u);
  Block *loop = region.front().getNextNode();
  EXPECT_EQ(loop->getNumArguments(), 1u);
  EXPECT_EQ(region.front().back().getNumOperands(), 1u);
  Operation &condBr = loop->back();
  EXPECT_EQ(condBr.getNumOperands(), 2u);
  EXPECT_EQ(condBr.getAttrOfType<DenseArrayAttr>("operandSegmentSizes").asInts()[1], 1);
  EXPECT_EQ(countOps(f.module.get(), "test.pure"), 0);
}

TEST(RegionSimplification, OpaqueBranchesKeepArguments) {
  DriverFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  "test.opaque_br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  EXPECT_TRUE(succeeded(f.run(PatternSet())));
  Region &region = f.module.get()->getRegion(0).front().front().getRegion(0);
  EXPECT_EQ(region.front().getNextNode()->getNumArguments(), 1u);
}

constexpr const char *kMergeable = R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%c: i1, %a: i32, %b: i32):
  "test.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %0 = "test.pure"(%a) : (i32) -> i32
  "test.br"(%0)[^bb3] : (i32) -> ()
^bb2:
  %1 = "test.pure"(%b) : (i32) -> i32
  "test.br"(%1)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  "test.write"(%r) : (i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir";

TEST(RegionSimplification, AggressiveModeMergesIdenticalBlocks) {
  DriverFixture f(kMergeable);
  ASSERT_TRUE(f.module);
  GreedyRewriteConfig config;
  config.regionSimplification = GreedySimplifyRegionLevel::Aggressive;
  EXPECT_TRUE(succeeded(f.run(PatternSet(), config)));
  Region &region = f.module.get()->getRegion(0).front().front().getRegion(0);
  ASSERT_EQ(region.getNumBlocks(), 3u);
  Operation &condBr = region.front().back();
  EXPECT_EQ(condBr.getSuccessor(0), condBr.getSuccessor(1));
  EXPECT_EQ(condBr.getNumOperands(), 3u);
  ArrayRef<int64_t> segments = condBr.getAttrOfType<DenseArrayAttr>("operandSegmentSizes").asInts();
  EXPECT_EQ(std::vector<int64_t>(segments.begin(), segments.end()), std::vector<int64_t>({1, 1, 1}));
  EXPECT_EQ(condBr.getOperand(1), region.front().getArgument(1));
  EXPECT_EQ(condBr.getOperand(2), region.front().getArgument(2));
  EXPECT_EQ(countOps(f.module.get(), "test.pure"), 1);
}

TEST(RegionSimplification, AggressiveModeDropsRedundantArguments) {
  DriverFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%c: i1, %a: i32, %b: i32):
  "test.cond_br"(%c, %a, %b)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
^bb2:
  "test.write"(%b) : (i32) -> ()
  "test.br"(%a, %a)[^bb1] : (i32, i32) -> ()
^bb1(%x: i32, %y: i32):
  "test.write"(%x, %y) : (i32, i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  GreedyRewriteConfig config;
  config.regionSimplification = GreedySimplifyRegionLevel::Aggressive;
  EXPECT_TRUE(succeeded(f.run(PatternSet(), config)));
  Region &region = f.module.get()->getRegion(0).front().front().getRegion(0);
  Block *target = &region.back();
  // %x is always %a: dropped; %y differs per edge: kept.
  ASSERT_EQ(target->getNumArguments(), 1u);
  EXPECT_EQ(target->front().getOperand(0), region.front().getArgument(1));
  Operation &condBr = region.front().back();
  ArrayRef<int64_t> segments = condBr.getAttrOfType<DenseArrayAttr>("operandSegmentSizes").asInts();
  EXPECT_EQ(std::vector<int64_t>(segments.begin(), segments.end()), std::vector<int64_t>({1, 1, 0}));
  EXPECT_EQ(condBr.getOperand(1), region.front().getArgument(2));
  EXPECT_EQ(region.front().getNextNode()->back().getNumOperands(), 1u);
}

TEST(RegionSimplification, NormalModeDoesNotMergeBlocks) {
  DriverFixture f(kMergeable);
  ASSERT_TRUE(f.module);
  bool changed = true;
  EXPECT_TRUE(succeeded(f.run(PatternSet(), {}, &changed)));
  EXPECT_FALSE(changed);
  EXPECT_EQ(f.module.get()->getRegion(0).front().front().getRegion(0).getNumBlocks(), 4u);
}

}  // namespace
}  // namespace tbuf
