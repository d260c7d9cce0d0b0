// Soundness of fresh call results in buffer-deallocation-simplification (a
// tbuf addition: a call result counts as a new allocation when the callee
// always returns buffers it allocated, each distinct from its other results).
// Each case is one callee shape; the caller frees both results of one call,
// or a local allocation while retaining a call result, and the test checks
// whether the simplification proved them distinct:
//  * proven (fresh): the two results split into two deallocs, or the
//    retained result leaves the retain list;
//  * not proven (MLIR's answer): one dealloc keeps both results (it frees a
//    shared buffer once), or the retained result stays.
// The shapes are the ones that break a naive rule: the same buffer returned
// twice (directly, as a view, a cast, a reshape, through a select or a
// branch), an argument returned on some path, views and casts of arguments,
// recursion, external declarations, and buffers the analysis cannot trace.
#include <gtest/gtest.h>

#include "tests/dealloc_lowering/lowering_fixture.h"

namespace tbuf::test_util {
namespace {

constexpr std::string_view kSimplify = "builtin.module(buffer-deallocation-simplification{interprocedural=true})";

/// `callees` plus a caller that frees both results of `call` (which must
/// return two memref<4xf32>-typed values named %r#0 and %r#1).
std::string freeBothResults(std::string_view callees, std::string_view call) {
  return std::string(callees) + R"mlir(
func.func @caller(%m: memref<4xf32>, %c: i1) {
  %true = arith.constant true
  %r:2 = )mlir" + std::string(call) +
         R"mlir(
  "test.use"(%r#0, %r#1) : (memref<4xf32>, memref<4xf32>) -> ()
  bufferization.dealloc (%r#0, %r#1 : memref<4xf32>, memref<4xf32>) if (%true, %true)
  return
}
)mlir";
}

/// True if the two results were freed by separate deallocs (proven distinct).
bool resultsSplit(const std::string &out) {
  EXPECT_EQ(out.find("error:"), std::string::npos) << out;
  return countOf(out, "bufferization.dealloc (%0#0 : memref<4xf32>)") == 1 &&
         countOf(out, "bufferization.dealloc (%0#1 : memref<4xf32>)") == 1;
}

/// True if one dealloc still frees both results (MLIR's answer).
bool resultsKeptTogether(const std::string &out) {
  EXPECT_EQ(out.find("error:"), std::string::npos) << out;
  return countOf(out, "bufferization.dealloc (%0#0, %0#1 : memref<4xf32>, memref<4xf32>)") == 1;
}

constexpr std::string_view kCall = "func.call @g(%m, %c) : (memref<4xf32>, i1) -> (memref<4xf32>, memref<4xf32>)";

TEST(FreshCallResults, TwoDistinctAllocationsAreFresh) {
  std::string out = runPipeline(freeBothResults(R"mlir(
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  return %a, %b : memref<4xf32>, memref<4xf32>
}
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsSplit(out)) << out;
}

TEST(FreshCallResults, SameAllocationReturnedTwiceIsNotFresh) {
  std::string out = runPipeline(freeBothResults(R"mlir(
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %a : memref<4xf32>, memref<4xf32>
}
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsKeptTogether(out)) << out;
}

TEST(FreshCallResults, AllocationAndItsCastAreNotFresh) {
  std::string out = runPipeline(freeBothResults(R"mlir(
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.cast %a : memref<4xf32> to memref<?xf32>
  %w = memref.cast %v : memref<?xf32> to memref<4xf32>
  return %a, %w : memref<4xf32>, memref<4xf32>
}
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsKeptTogether(out)) << out;
}

TEST(FreshCallResults, AllocationAndAReshapeOfItAreNotFresh) {
  std::string out = runPipeline(freeBothResults(R"mlir(
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<2x2xf32>
  %f = memref.collapse_shape %a [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %e = memref.expand_shape %b [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %g = memref.collapse_shape %e [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  return %g, %b : memref<4xf32>, memref<4xf32>
}
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsKeptTogether(out)) << out;
}

TEST(FreshCallResults, SelectThatMayPickTheOtherResultIsNotFresh) {
  std::string out = runPipeline(freeBothResults(R"mlir(
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>
  return %s, %b : memref<4xf32>, memref<4xf32>
}
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsKeptTogether(out)) << out;
}

TEST(FreshCallResults, SelectBetweenOwnAllocationsIsFresh) {
  std::string out = runPipeline(freeBothResults(R"mlir(
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %d = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>
  return %s, %d : memref<4xf32>, memref<4xf32>
}
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsSplit(out)) << out;
}

TEST(FreshCallResults, SameBufferThroughBranchesIsNotFresh) {
  // cf branches: the two results are the same allocation on one path.
  std::string out = runPipeline(freeBothResults(R"mlir(
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1(%a, %b : memref<4xf32>, memref<4xf32>), ^bb1(%a, %a : memref<4xf32>, memref<4xf32>)
^bb1(%x: memref<4xf32>, %y: memref<4xf32>):
  return %x, %y : memref<4xf32>, memref<4xf32>
}
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsKeptTogether(out)) << out;
}

TEST(FreshCallResults, SameBufferOnOneOfTwoReturnsIsNotFresh) {
  std::string out = runPipeline(freeBothResults(R"mlir(
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a, %b : memref<4xf32>, memref<4xf32>
^bb2:
  return %b, %b : memref<4xf32>, memref<4xf32>
}
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsKeptTogether(out)) << out;
}

TEST(FreshCallResults, SameFreshCallResultReturnedTwiceIsNotFresh) {
  // @h's result is fresh, but @g returns it twice.
  std::string out = runPipeline(freeBothResults(R"mlir(
func.func private @h() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %r = func.call @h() : () -> memref<4xf32>
  return %r, %r : memref<4xf32>, memref<4xf32>
}
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsKeptTogether(out)) << out;
}

TEST(FreshCallResults, ResultsOfTwoCallsToAFreshCalleeAreFresh) {
  std::string out = runPipeline(freeBothResults(R"mlir(
func.func private @h() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %r = func.call @h() : () -> memref<4xf32>
  %s = func.call @h() : () -> memref<4xf32>
  return %r, %s : memref<4xf32>, memref<4xf32>
}
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsSplit(out)) << out;
}

TEST(FreshCallResults, AllocationBesideAnArgumentIsToldApartFromIt) {
  // Result 0 is fresh; result 1 is bounded: it is the caller's operand %m
  // (an argument of the caller), which a buffer allocated during the call
  // cannot be. The pair splits.
  std::string out = runPipeline(freeBothResults(R"mlir(
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %m : memref<4xf32>, memref<4xf32>
}
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsSplit(out)) << out;
}

TEST(FreshCallResults, AllocationBesideAnUntracedBufferIsNotFresh) {
  // An op the analysis does not know (here a global) could be anything.
  std::string out = runPipeline(freeBothResults(R"mlir(
memref.global "private" @gl : memref<4xf32> = dense<0.0>
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.get_global @gl : memref<4xf32>
  return %a, %b : memref<4xf32>, memref<4xf32>
}
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsKeptTogether(out)) << out;
}

TEST(FreshCallResults, ExternalDeclarationIsNotFresh) {
  std::string out = runPipeline(freeBothResults(R"mlir(
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>)
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsKeptTogether(out)) << out;
}

TEST(FreshCallResults, MutualRecursionIsNotFresh) {
  std::string out = runPipeline(freeBothResults(R"mlir(
func.func private @h(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %r:2 = func.call @g(%m, %c) : (memref<4xf32>, i1) -> (memref<4xf32>, memref<4xf32>)
  return %r#0, %r#1 : memref<4xf32>, memref<4xf32>
}
func.func private @g(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %r:2 = func.call @h(%m, %c) : (memref<4xf32>, i1) -> (memref<4xf32>, memref<4xf32>)
  return %r#0, %r#1 : memref<4xf32>, memref<4xf32>
}
)mlir",
                                                kCall),
                                kSimplify);
  EXPECT_TRUE(resultsKeptTogether(out)) << out;
}

/// A caller that frees its own allocation %a while retaining the call result.
/// `operand` is what the caller passes to @g: %a itself (so a callee
/// returning its argument returns %a), or its own argument %m.
std::string retainCallResult(std::string_view callee, std::string_view operand = "%a") {
  return std::string(callee) + R"mlir(
func.func @caller(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, i1) {
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  %r = func.call @g()mlir" + std::string(operand) +
         R"mlir(, %c) : (memref<4xf32>, i1) -> memref<4xf32>
  %0 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%r : memref<4xf32>)
  return %r, %0 : memref<4xf32>, i1
}
)mlir";
}

bool retainedDropped(const std::string &out) {
  EXPECT_EQ(out.find("error:"), std::string::npos) << out;
  return out.find("retain (") == std::string::npos;
}

TEST(FreshCallResults, ArgumentReturnedOnSomePathIsNotFresh) {
  std::string out = runPipeline(retainCallResult(R"mlir(
func.func private @g(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
^bb2:
  return %m : memref<4xf32>
}
)mlir"),
                                kSimplify);
  EXPECT_FALSE(retainedDropped(out)) << out;
}

TEST(FreshCallResults, ArgumentYieldedByScfIfIsNotFresh) {
  std::string out = runPipeline(retainCallResult(R"mlir(
func.func private @g(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}
)mlir"),
                                kSimplify);
  EXPECT_FALSE(retainedDropped(out)) << out;
}

TEST(FreshCallResults, ViewOrCastOfAnArgumentIsNotFresh) {
  for (std::string_view body : {"  %v = memref.subview %m[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>\n"
                                "  %w = memref.cast %v : memref<4xf32, strided<[1]>> to memref<4xf32>\n"
                                "  return %w : memref<4xf32>\n",
                                "  %v = memref.cast %m : memref<4xf32> to memref<?xf32>\n"
                                "  %w = memref.cast %v : memref<?xf32> to memref<4xf32>\n"
                                "  return %w : memref<4xf32>\n"}) {
    std::string out = runPipeline(retainCallResult(std::string("func.func private @g(%m: memref<4xf32>, %c: i1) -> "
                                                               "memref<4xf32> {\n") +
                                                   std::string(body) + "}\n"),
                                  kSimplify);
    EXPECT_FALSE(retainedDropped(out)) << out;
  }
}

TEST(FreshCallResults, ToBufferResultIsNotFresh) {
  std::string out = runPipeline(retainCallResult(R"mlir(
func.func private @g(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}
)mlir"),
                                kSimplify);
  EXPECT_FALSE(retainedDropped(out)) << out;
}

TEST(FreshCallResults, FreshAllocationAndCloneAreFresh) {
  for (std::string_view body : {"  %a = memref.alloc() : memref<4xf32>\n  return %a : memref<4xf32>\n",
                                "  %a = bufferization.clone %m : memref<4xf32> to memref<4xf32>\n"
                                "  return %a : memref<4xf32>\n"}) {
    std::string out = runPipeline(retainCallResult(std::string("func.func private @g(%m: memref<4xf32>, %c: i1) -> "
                                                               "memref<4xf32> {\n") +
                                                   std::string(body) + "}\n"),
                                  kSimplify);
    EXPECT_TRUE(retainedDropped(out)) << out;
  }
}

}  // namespace
}  // namespace tbuf::test_util
