// Canonicalization checked byte for byte against mlir-opt-22 on generic-form
// input: constant folding with materialization, deduplication and hoisting
// (including the order hoisted constants end up in), a canonicalization
// pattern creating constants, dead code, and region simplification (dead
// block arguments around a loop, unreachable blocks). Each input was printed
// by `mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic` from a
// custom-form source (shown in the comments), and each expectation is
// `mlir-opt-22 --allow-unregistered-dialect --canonicalize
// --mlir-print-op-generic` on that input (minus the blank line mlir-opt
// writes after the module). The ops involved are the stand-ins
// of test_dialect.h (same traits and folds as MLIR's). The last test checks
// the enable/disable pattern filters on tbuf's own pattern labels.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/transforms/test_dialect.h"
#include "transforms/canonicalize.h"
#include "transforms/greedy_rewrite.h"

namespace tbuf {
namespace {

using transforms_test::parse;
using transforms_test::printGeneric;
using transforms_test::registerMlirStandIns;

// Source of kHoistInput:
//   func.func @hoist(%arg0: i32, %lb: index, %ub: index, %st: index) -> (i32, i32) {
//     %c1 = arith.constant 1 : i32
//     %x = arith.addi %arg0, %c1 : i32
//     scf.for %iv = %lb to %ub step %st {
//       %c5 = arith.constant 5 : i32
//       %c7 = arith.constant 7 : i32
//       %y = arith.addi %c5, %c7 : i32
//       %z = arith.muli %y, %x : i32
//       %c1b = arith.constant 1 : i32
//       %w = arith.addi %z, %c1b : i32
//       "test.use"(%w) : (i32) -> ()
//       scf.yield
//     }
//     %c2 = arith.constant 2 : i32
//     %c9 = arith.constant 9 : i32
//     %q = arith.addi %c2, %c9 : i32
//     %dead = arith.muli %q, %q : i32
//     %c0 = arith.constant 0 : i32
//     %r = arith.addi %x, %c0 : i32
//     "test.region"() ({
//       %c3 = arith.constant 3 : i32
//       %c4 = arith.constant 4 : i32
//       %s = arith.addi %c3, %c4 : i32
//       "test.use"(%s, %c1) : (i32, i32) -> ()
//       "test.done"() : () -> ()
//     }) : () -> ()
//     return %r, %q : i32, i32
//   }
//
// Source of kPatternInput (addi(addi(x, 1), 1) -> addi(x, 2) by the
// AddIAddConstant pattern):
//   func.func @f(%arg0: i32) -> (i32, i32) {
//     %c1 = arith.constant 1 : i32
//     %x = arith.addi %arg0, %c1 : i32
//     %c1b = arith.constant 1 : i32
//     %y = arith.addi %x, %c1b : i32
//     %c3 = arith.constant 3 : i32
//     return %y, %c3 : i32, i32
//   }
//
// Source of kLoopInput (%dead only feeds itself around the loop; ^bb4 is
// unreachable):
//   func.func @loop(%n: index, %x: i32) -> i32 {
//     %c0 = arith.constant 0 : index
//     cf.br ^header(%c0, %x, %x : index, i32, i32)
//   ^header(%i: index, %acc: i32, %dead: i32):
//     %cond = "test.cond"(%i, %n) : (index, index) -> i1
//     cf.cond_br %cond, ^body, ^exit
//   ^body:
//     %d2 = arith.addi %dead, %acc : i32
//     %acc2 = arith.muli %acc, %acc : i32
//     %i2 = "test.next"(%i) : (index) -> index
//     cf.br ^header(%i2, %acc2, %d2 : index, i32, i32)
//   ^exit:
//     return %acc : i32
//   ^unreachable(%u: i32):
//     %uu = arith.addi %u, %u : i32
//     cf.br ^unreachable(%uu : i32)
//   }
constexpr const char *kHoistInput = R"mlir("builtin.module"() ({
  "func.func"() <{function_type = (i32, index, index, index) -> (i32, i32), sym_name = "hoist"}> ({
  ^bb0(%arg0: i32, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "scf.for"(%arg1, %arg2, %arg3) ({
    ^bb0(%arg4: index):
      %11 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %12 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %13 = "arith.addi"(%11, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %14 = "arith.muli"(%13, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %16 = "arith.addi"(%14, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%16) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %4 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.muli"(%4, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.addi"(%1, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.region"() ({
      %8 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %9 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %10 = "arith.addi"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%10, %0) : (i32, i32) -> ()
      "test.done"() : () -> ()
    }) : () -> ()
    "func.return"(%7, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

constexpr const char *kHoistExpected = R"mlir("builtin.module"() ({
  "func.func"() <{function_type = (i32, index, index, index) -> (i32, i32), sym_name = "hoist"}> ({
  ^bb0(%arg0: i32, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 11 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 12 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.addi"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "scf.for"(%arg1, %arg2, %arg3) ({
    ^bb0(%arg4: index):
      %5 = "arith.muli"(%3, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "arith.addi"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%6) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "test.region"() ({
      %4 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "test.use"(%4, %2) : (i32, i32) -> ()
      "test.done"() : () -> ()
    }) : () -> ()
    "func.return"(%3, %0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

constexpr const char *kPatternInput = R"mlir("builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

constexpr const char *kPatternExpected = R"mlir("builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2, %0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

constexpr const char *kLoopInput = R"mlir("builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "loop"}> ({
  ^bb0(%arg0: index, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    "cf.br"(%0, %arg1, %arg1)[^bb1] : (index, i32, i32) -> ()
  ^bb1(%1: index, %2: i32, %3: i32):  // 2 preds: ^bb0, ^bb2
    %4 = "test.cond"(%1, %arg0) : (index, index) -> i1
    "cf.cond_br"(%4)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %5 = "arith.addi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.muli"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "test.next"(%1) : (index) -> index
    "cf.br"(%7, %6, %5)[^bb1] : (index, i32, i32) -> ()
  ^bb3:  // pred: ^bb1
    "func.return"(%2) : (i32) -> ()
  ^bb4(%8: i32):  // pred: ^bb4
    %9 = "arith.addi"(%8, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%9)[^bb4] : (i32) -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

constexpr const char *kLoopExpected = R"mlir("builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "loop"}> ({
  ^bb0(%arg0: index, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    "cf.br"(%0, %arg1)[^bb1] : (index, i32) -> ()
  ^bb1(%1: index, %2: i32):  // 2 preds: ^bb0, ^bb2
    %3 = "test.cond"(%1, %arg0) : (index, index) -> i1
    "cf.cond_br"(%3)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %4 = "arith.muli"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "test.next"(%1) : (index) -> index
    "cf.br"(%5, %4)[^bb1] : (index, i32) -> ()
  ^bb3:  // pred: ^bb1
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

std::string runCanonicalize(const char *input, const CanonicalizeOptions &options = {}) {
  Context ctx;
  registerMlirStandIns(ctx);
  OwningOpRef module = parse(ctx, input);
  if (!module) return "<parse error>";
  EXPECT_TRUE(succeeded(canonicalize(module.get(), options)));
  return printGeneric(module.get());
}

TEST(CanonicalizeVsMlirOpt, FoldDedupAndHoistOrder) { EXPECT_EQ(runCanonicalize(kHoistInput), kHoistExpected); }

TEST(CanonicalizeVsMlirOpt, BottomUpSeedingGivesTheSameResult) {
  // mlir-opt-22 --canonicalize="top-down=false" prints the same text.
  CanonicalizeOptions options;
  options.topDown = false;
  EXPECT_EQ(runCanonicalize(kHoistInput, options), kHoistExpected);
}

TEST(CanonicalizeVsMlirOpt, PatternCreatingConstants) { EXPECT_EQ(runCanonicalize(kPatternInput), kPatternExpected); }

TEST(CanonicalizeVsMlirOpt, DeadBlockArgumentsAndUnreachableBlocks) {
  EXPECT_EQ(runCanonicalize(kLoopInput), kLoopExpected);
}

TEST(CanonicalizeVsMlirOpt, RegionSimplificationCanBeDisabled) {
  // With region-simplify=disabled the dead loop argument stays (only the
  // unreachable block goes, as the driver always erases those first).
  CanonicalizeOptions options;
  options.regionSimplify = GreedySimplifyRegionLevel::Disabled;
  std::string out = runCanonicalize(kLoopInput, options);
  EXPECT_NE(out.find("^bb1(%1: index, %2: i32, %3: i32)"), std::string::npos) << out;
  EXPECT_EQ(out.find("^bb4"), std::string::npos) << out;
}

TEST(CanonicalizeFilters, PatternLabelsSelectPatterns) {
  // arith.addi's canonicalization patterns, with the labels the filters
  // match (and without, when no filter needs them).
  Context ctx;
  registerMlirStandIns(ctx);
  const OpDefinition *addi = ctx.lookupOp("arith.addi");
  ASSERT_NE(addi, nullptr);
  PatternSet labelled, unlabelled;
  labelled.addCanonicalizationPatterns(*addi);
  unlabelled.addCanonicalizationPatterns(*addi, /*withDebugNames=*/false);
  ASSERT_FALSE(labelled.getPatterns().empty());
  ASSERT_EQ(labelled.size(), unlabelled.size());
  std::vector<std::string> labels;
  for (size_t i = 0; i < labelled.size(); ++i) {
    EXPECT_EQ(labelled.getPatterns()[i].debugName, "arith.addi#canonicalize" + std::to_string(i));
    EXPECT_TRUE(unlabelled.getPatterns()[i].debugName.empty());
    labels.push_back(labelled.getPatterns()[i].debugName);
  }

  // Only arith.addi's patterns enabled: the rewrite of kPatternInput happens.
  CanonicalizeOptions onlyAddi;
  onlyAddi.enabledPatterns = labels;
  EXPECT_EQ(runCanonicalize(kPatternInput, onlyAddi), kPatternExpected);
  // All of them disabled, or only an unknown label enabled: it does not.
  CanonicalizeOptions noAddi;
  noAddi.disabledPatterns = labels;
  EXPECT_NE(runCanonicalize(kPatternInput, noAddi), kPatternExpected);
  CanonicalizeOptions unknownOnly;
  unknownOnly.enabledPatterns = {"no.such#canonicalize0"};
  EXPECT_EQ(runCanonicalize(kPatternInput, unknownOnly), runCanonicalize(kPatternInput, noAddi));
}

}  // namespace
}  // namespace tbuf
