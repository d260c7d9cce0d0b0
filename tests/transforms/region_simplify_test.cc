// simplifyRegions on single-block bodies, where it decides up front whether
// anything can change: nothing when no op is trivially dead, a single DCE
// pass otherwise (dead chains through nested regions, dead ops nested in live
// ones), and the full fixpoint as soon as a region has several blocks.
#include <gtest/gtest.h>

#include "ir/rewriter.h"
#include "tests/transforms/test_dialect.h"
#include "transforms/region_utils.h"

namespace tbuf {
namespace {

using transforms_test::countOps;
using transforms_test::parse;
using transforms_test::registerTestOps;

struct BodyFixture {
  Context ctx;
  OwningOpRef module;
  explicit BodyFixture(const char *text) {
    registerTestOps(ctx);
    module = parse(ctx, text);
  }
  Region &body() { return module.get()->getRegion(0).front().front().getRegion(0); }
  LogicalResult simplify() {
    IRRewriter rewriter(&ctx);
    return simplifyRegions(rewriter, MutableArrayRef<Region>(&body(), 1));
  }
};

TEST(RegionSimplify, SingleBlockDeadChainsAndNestedDeadOps) {
  BodyFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) : (i32) -> i32
  %1 = "test.pure"(%0) : (i32) -> i32
  "test.region"() ({
    %2 = "test.pure"(%1) : (i32) -> i32
    "test.yield"() : () -> ()
  }) : () -> ()
  %3 = "test.pure"(%a) : (i32) -> i32
  "test.region"() ({
    %4 = "test.pure"(%3) : (i32) -> i32
    %5 = "test.pure"(%4) : (i32) -> i32
    "test.write"(%3) : (i32) -> ()
    "test.yield"() : () -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  EXPECT_TRUE(succeeded(f.simplify()));
  Operation *m = f.module.get();
  // Left: %3 (used by the write), the writing region with its write and
  // yield; %4 and %5 inside it were dead, and so was the whole first region
  // with %0 and %1 that only fed it.
  EXPECT_EQ(countOps(m, "test.pure"), 1);
  EXPECT_EQ(countOps(m, "test.region"), 1);
  EXPECT_EQ(countOps(m, "test.write"), 1);
  EXPECT_EQ(countOps(m, "test.yield"), 1);
  // Nothing is left to change.
  EXPECT_TRUE(failed(f.simplify()));
}

TEST(RegionSimplify, LiveBodyIsLeftAlone) {
  BodyFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) : (i32) -> i32
  "test.write"(%0) : (i32) -> ()
  %1 = "test.unknown"(%a) : (i32) -> i32
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  EXPECT_TRUE(failed(f.simplify()));
  EXPECT_EQ(countOps(f.module.get(), "test.pure"), 1);
  EXPECT_EQ(countOps(f.module.get(), "test.unknown"), 1);
}

TEST(RegionSimplify, MultiBlockRegionsStillIterate) {
  // A dead value circulating through a loop argument is no op without uses:
  // only the full fixpoint over the CFG removes it.
  BodyFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32, %c: i1):
  "test.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  %0 = "test.pure"(%x) : (i32) -> i32
  "test.cond_br"(%c, %0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb2:
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  EXPECT_TRUE(succeeded(f.simplify()));
  EXPECT_EQ(countOps(f.module.get(), "test.pure"), 0);
  EXPECT_EQ(f.body().front().getNextNode()->getNumArguments(), 0u);
}

}  // namespace
}  // namespace tbuf
