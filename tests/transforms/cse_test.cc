// CSE: byte-for-byte comparisons with mlir-opt-22 --cse (generic form; see
// canonicalize_mlir_test.cc for how the texts were produced) and unit tests of
// the scoping rules: dominance across blocks (and not across sibling
// blocks), nested regions seeing enclosing values but not through isolated
// ops, commutative operands, ops with side effects, read-only ops with and
// without an intervening write, ops with regions, graph regions.
#include <gtest/gtest.h>

#include "analysis/dominance.h"
#include "tests/transforms/test_dialect.h"
#include "transforms/cse.h"

namespace tbuf {
namespace {

using transforms_test::countOps;
using transforms_test::parse;
using transforms_test::printGeneric;
using transforms_test::registerMlirStandIns;
using transforms_test::registerTestOps;

// Source of kCseInput:
//   func.func @cse(%a: i32, %b: i32, %c: i1, %m: memref<4xi32>, %i: index,
//                  %lb: index, %ub: index, %st: index) -> (i32, i32, i32, i32, i32) {
//     %0 = arith.addi %a, %b : i32
//     %1 = arith.addi %b, %a : i32              // commutative duplicate of %0
//     %dead = arith.muli %b, %b : i32           // trivially dead
//     %l0 = memref.load %m[%i] : memref<4xi32>
//     %l1 = memref.load %m[%i] : memref<4xi32>  // no write since %l0
//     memref.store %0, %m[%i] : memref<4xi32>
//     %l2 = memref.load %m[%i] : memref<4xi32>  // write in between
//     %l3 = memref.load %m[%i] : memref<4xi32>  // no write since %l2
//     "test.effect"() : () -> ()                // unknown op: may write
//     %l4 = memref.load %m[%i] : memref<4xi32>
//     scf.for %iv = %lb to %ub step %st {
//       %2 = arith.addi %a, %b : i32            // sees %0 from above
//       %l5 = memref.load %m[%i] : memref<4xi32>  // other block: kept
//       "test.use"(%2, %l5, %1) : (i32, i32, i32) -> ()
//       scf.yield
//     }
//     cf.cond_br %c, ^bb1, ^bb2
//   ^bb1:
//     %3 = arith.addi %a, %b : i32              // dominated by %0
//     %4 = arith.muli %a, %a : i32
//     cf.br ^bb3(%3, %4 : i32, i32)
//   ^bb2:
//     %5 = arith.muli %a, %a : i32              // sibling of %4: kept
//     cf.br ^bb3(%5, %5 : i32, i32)
//   ^bb3(%x: i32, %y: i32):
//     %6 = arith.muli %a, %a : i32              // not dominated by %4/%5
//     "test.region"() ({                        // unregistered: own scope
//       %7 = arith.addi %a, %b : i32
//       %8 = arith.addi %a, %b : i32
//       "test.use"(%7, %8) : (i32, i32) -> ()
//     }) : () -> ()
//     %s = arith.addi %l0, %l1 : i32
//     %t = arith.addi %l2, %l3 : i32
//     %u = arith.addi %l4, %6 : i32
//     return %x, %y, %s, %t, %u : i32, i32, i32, i32, i32
//   }
//
// Source of kCseRegionsInput: five `scf.if %c -> i32` with then-blocks
// yielding `addi %a, %a`, `addi %a, %a`, `muli %a, %a`, and twice
// `memref.load %m[%i]`, else-blocks yielding %a; only the second is merged
// into the first (the loads make the last two effectful).
//
// Source of kCseGraphInput (an unregistered op's region is a graph region):
//   func.func @graph(%a: i32) {
//     "test.graph"() ({
//       "test.use"(%1) : (i32) -> ()
//       %0 = arith.addi %a, %a : i32
//       %1 = arith.addi %a, %a : i32
//       %2 = arith.muli %1, %a : i32
//       %3 = arith.muli %0, %a : i32
//       "test.use"(%2, %3) : (i32, i32) -> ()
//     }) : () -> ()
//     return
//   }
constexpr const char *kCseInput = R"mlir("builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1, memref<4xi32>, index, index, index, index) -> (i32, i32, i32, i32, i32), sym_name = "cse"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: memref<4xi32>, %arg4: index, %arg5: index, %arg6: index, %arg7: index):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "memref.load"(%arg3, %arg4) : (memref<4xi32>, index) -> i32
    %4 = "memref.load"(%arg3, %arg4) : (memref<4xi32>, index) -> i32
    "memref.store"(%0, %arg3, %arg4) : (i32, memref<4xi32>, index) -> ()
    %5 = "memref.load"(%arg3, %arg4) : (memref<4xi32>, index) -> i32
    %6 = "memref.load"(%arg3, %arg4) : (memref<4xi32>, index) -> i32
    "test.effect"() : () -> ()
    %7 = "memref.load"(%arg3, %arg4) : (memref<4xi32>, index) -> i32
    "scf.for"(%arg5, %arg6, %arg7) ({
    ^bb0(%arg8: index):
      %19 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %20 = "memref.load"(%arg3, %arg4) : (memref<4xi32>, index) -> i32
      "test.use"(%19, %20, %1) : (i32, i32, i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %8 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%8, %9)[^bb3] : (i32, i32) -> ()
  ^bb2:  // pred: ^bb0
    %10 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%10, %10)[^bb3] : (i32, i32) -> ()
  ^bb3(%11: i32, %12: i32):  // 2 preds: ^bb1, ^bb2
    %13 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.region"() ({
      %17 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %18 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%17, %18) : (i32, i32) -> ()
    }) : () -> ()
    %14 = "arith.addi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %15 = "arith.addi"(%5, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %16 = "arith.addi"(%7, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%11, %12, %14, %15, %16) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

constexpr const char *kCseExpected = R"mlir("builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1, memref<4xi32>, index, index, index, index) -> (i32, i32, i32, i32, i32), sym_name = "cse"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: memref<4xi32>, %arg4: index, %arg5: index, %arg6: index, %arg7: index):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "memref.load"(%arg3, %arg4) : (memref<4xi32>, index) -> i32
    "memref.store"(%0, %arg3, %arg4) : (i32, memref<4xi32>, index) -> ()
    %2 = "memref.load"(%arg3, %arg4) : (memref<4xi32>, index) -> i32
    "test.effect"() : () -> ()
    %3 = "memref.load"(%arg3, %arg4) : (memref<4xi32>, index) -> i32
    "scf.for"(%arg5, %arg6, %arg7) ({
    ^bb0(%arg8: index):
      %13 = "memref.load"(%arg3, %arg4) : (memref<4xi32>, index) -> i32
      "test.use"(%0, %13, %0) : (i32, i32, i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %4 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%0, %4)[^bb3] : (i32, i32) -> ()
  ^bb2:  // pred: ^bb0
    %5 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%5, %5)[^bb3] : (i32, i32) -> ()
  ^bb3(%6: i32, %7: i32):  // 2 preds: ^bb1, ^bb2
    %8 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.region"() ({
      %12 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%12, %12) : (i32, i32) -> ()
    }) : () -> ()
    %9 = "arith.addi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.addi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.addi"(%3, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6, %7, %9, %10, %11) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

constexpr const char *kCseRegionsInput = R"mlir("builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, memref<4xi32>, index) -> (i32, i32, i32, i32, i32), sym_name = "regions"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: memref<4xi32>, %arg3: index):
    %0 = "scf.if"(%arg0) ({
      %9 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%9) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %1 = "scf.if"(%arg0) ({
      %8 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %2 = "scf.if"(%arg0) ({
      %7 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %3 = "scf.if"(%arg0) ({
      %6 = "memref.load"(%arg2, %arg3) : (memref<4xi32>, index) -> i32
      "scf.yield"(%6) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %4 = "scf.if"(%arg0) ({
      %5 = "memref.load"(%arg2, %arg3) : (memref<4xi32>, index) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0, %1, %2, %3, %4) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

constexpr const char *kCseRegionsExpected = R"mlir("builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, memref<4xi32>, index) -> (i32, i32, i32, i32, i32), sym_name = "regions"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: memref<4xi32>, %arg3: index):
    %0 = "scf.if"(%arg0) ({
      %7 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %1 = "scf.if"(%arg0) ({
      %6 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %2 = "scf.if"(%arg0) ({
      %5 = "memref.load"(%arg2, %arg3) : (memref<4xi32>, index) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %3 = "scf.if"(%arg0) ({
      %4 = "memref.load"(%arg2, %arg3) : (memref<4xi32>, index) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0, %0, %1, %2, %3) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
)mlir";
constexpr const char *kCseGraphInput = R"mlir("builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "graph"}> ({
  ^bb0(%arg0: i32):
    "test.graph"() ({
      "test.use"(%1) : (i32) -> ()
      %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.muli"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%2, %3) : (i32, i32) -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

constexpr const char *kCseGraphExpected = R"mlir("builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "graph"}> ({
  ^bb0(%arg0: i32):
    "test.graph"() ({
      "test.use"(%0) : (i32) -> ()
      %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%1, %1) : (i32, i32) -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

std::string runCSE(const char *input, CSEStatistics *stats = nullptr) {
  Context ctx;
  registerMlirStandIns(ctx);
  OwningOpRef module = parse(ctx, input);
  if (!module) return "<parse error>";
  DominanceInfo domInfo;
  eliminateCommonSubexpressions(module.get(), domInfo, stats);
  return printGeneric(module.get());
}

TEST(CSEVsMlirOpt, DominanceEffectsAndScopes) {
  CSEStatistics stats;
  EXPECT_EQ(runCSE(kCseInput, &stats), kCseExpected);
  // %dead; then %1, %2, %3 and %8 (pure: counted twice, as MLIR does) and
  // the reads %l1 and %l3.
  EXPECT_EQ(stats.numDCE, 1);
  EXPECT_EQ(stats.numCSE, 10);
}

TEST(CSEVsMlirOpt, OpsWithRegions) { EXPECT_EQ(runCSE(kCseRegionsInput), kCseRegionsExpected); }

TEST(CSEVsMlirOpt, GraphRegion) { EXPECT_EQ(runCSE(kCseGraphInput), kCseGraphExpected); }

/// Parses a test.* module, runs CSE and returns the module.
struct CseFixture {
  Context ctx;
  OwningOpRef module;
  explicit CseFixture(const char *text) {
    registerTestOps(ctx);
    module = parse(ctx, text);
    DominanceInfo domInfo;
    if (module) eliminateCommonSubexpressions(module.get(), domInfo);
  }
};

TEST(CSE, IsolatedRegionsStartEmpty) {
  CseFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) : (i32) -> i32
  "test.isolated"() ({
  ^bb0(%b: i32):
    %1 = "test.pure"(%b) : (i32) -> i32
    %2 = "test.pure"(%b) : (i32) -> i32
    "test.write"(%1, %2) : (i32, i32) -> ()
    "test.yield"() : () -> ()
  }) : () -> ()
  %3 = "test.pure"(%a) : (i32) -> i32
  "test.write"(%0, %3) : (i32, i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  // One test.pure left per scope.
  EXPECT_EQ(countOps(f.module.get(), "test.pure"), 2);
}

TEST(CSE, NonIsolatedRegionsSeeEnclosingValues) {
  CseFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) : (i32) -> i32
  "test.region"() ({
    %1 = "test.pure"(%a) : (i32) -> i32
    "test.write"(%1) : (i32) -> ()
    "test.yield"() : () -> ()
  }) : () -> ()
  "test.write"(%0) : (i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(countOps(f.module.get(), "test.pure"), 1);
}

TEST(CSE, SideEffectingOpsAreKept) {
  CseFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  "test.write"(%a) : (i32) -> ()
  "test.write"(%a) : (i32) -> ()
  %0 = "test.alloc"() : () -> i32
  %1 = "test.alloc"() : () -> i32
  "test.write"(%0, %1) : (i32, i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(countOps(f.module.get(), "test.write"), 3);
  EXPECT_EQ(countOps(f.module.get(), "test.alloc"), 2);
}

TEST(CSE, SiblingBlocksDoNotShare) {
  CseFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32, %c: i1):
  "test.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %0 = "test.pure"(%a) : (i32) -> i32
  "test.br"(%0)[^bb3] : (i32) -> ()
^bb2:
  %1 = "test.pure"(%a) : (i32) -> i32
  "test.br"(%1)[^bb3] : (i32) -> ()
^bb3(%x: i32):
  %2 = "test.pure"(%a) : (i32) -> i32
  "test.write"(%x, %2) : (i32, i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(countOps(f.module.get(), "test.pure"), 3);
}

TEST(CSE, DominatingBlockIsShared) {
  CseFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32, %c: i1):
  %0 = "test.pure"(%a) : (i32) -> i32
  "test.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %1 = "test.pure"(%a) : (i32) -> i32
  "test.br"(%1)[^bb3] : (i32) -> ()
^bb2:
  "test.br"(%0)[^bb3] : (i32) -> ()
^bb3(%x: i32):
  %2 = "test.pure"(%a) : (i32) -> i32
  "test.write"(%x, %2) : (i32, i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(countOps(f.module.get(), "test.pure"), 1);
}

}  // namespace
}  // namespace tbuf
