// buffer-deallocation-simplification: each alias-based pattern on
// hand-written deallocs (what mlir-opt-22 does on the same input), the
// negative cases where nothing can be proven, and the dealloc
// canonicalization patterns it includes.
#include <gtest/gtest.h>

#include "tests/dealloc_lowering/lowering_fixture.h"

namespace tbuf::test_util {
namespace {

constexpr std::string_view kSimplify = "builtin.module(buffer-deallocation-simplification{interprocedural=true})";

TEST(DeallocSimplification, RetainedArgumentCannotAliasLocalAllocation) {
  std::string out = runPipeline(R"mlir(
func.func @f(%arg0: memref<2xf32>, %c: i1) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%arg0 : memref<2xf32>)
  return %0 : i1
}
)mlir",
                                kSimplify);
  EXPECT_NE(out.find("bufferization.dealloc (%alloc : memref<2xf32>) if (%arg1)\n    return %false : i1"),
            std::string::npos)
      << out;
}

TEST(DeallocSimplification, DistinctAllocationsAreSplit) {
  std::string out = runPipeline(R"mlir(
func.func @f(%c0: i1, %c1: i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<4xf32>
  "test.use"(%a, %b) : (memref<2xf32>, memref<4xf32>) -> ()
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xf32>) if (%c0, %c1)
  return
}
)mlir",
                                kSimplify);
  EXPECT_NE(out.find("    bufferization.dealloc (%alloc : memref<2xf32>) if (%arg0)\n"
                     "    bufferization.dealloc (%alloc_0 : memref<4xf32>) if (%arg1)\n"),
            std::string::npos)
      << out;
}

TEST(DeallocSimplification, FunctionArgumentsMayAlias) {
  std::string out = runPipeline(R"mlir(
func.func @f(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %c0: i1, %c1: i1) -> i1 {
  %0 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<2xf32>) if (%c0, %c1) retain (%arg1 : memref<2xf32>)
  return %0 : i1
}
)mlir",
                                kSimplify);
  // %arg1 must alias the retained %arg1 and is dropped (its condition is
  // OR-ed in); %arg0 may alias it, so it stays, unsplit.
  EXPECT_NE(out.find("%0 = bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2) retain (%arg1 : memref<2xf32>)\n"
                     "    %1 = arith.ori %0, %arg3 : i1\n    return %1 : i1"),
            std::string::npos)
      << out;
}

TEST(DeallocSimplification, NothingProvableNothingChanges) {
  constexpr std::string_view input = R"mlir(
func.func @f(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: memref<2xf32>, %c0: i1, %c1: i1) -> i1 {
  %0 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<2xf32>) if (%c0, %c1) retain (%arg2 : memref<2xf32>)
  return %0 : i1
}
)mlir";
  std::string out = runPipeline(input, kSimplify);
  EXPECT_EQ(countOf(out, "bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<2xf32>) if (%arg3, %arg4) "
                         "retain (%arg2 : memref<2xf32>)"),
            1u)
      << out;
}

TEST(DeallocSimplification, MemrefMustAliasingRetainedViewIsDropped) {
  std::string out = runPipeline(R"mlir(
func.func @f(%c: i1) -> (memref<2xf32>, i1) {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %r = memref.cast %v : memref<2xf32, strided<[1]>> to memref<2xf32>
  %0 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%r : memref<2xf32>)
  return %r, %0 : memref<2xf32>, i1
}
)mlir",
                                kSimplify);
  // The dealloc has no memref left (erased, result false), so the result is
  // false OR %c = %c.
  EXPECT_EQ(countOf(out, "bufferization.dealloc"), 0u) << out;
  EXPECT_NE(out.find("return %cast, %arg0 : memref<2xf32>, i1"), std::string::npos) << out;
}

TEST(DeallocSimplification, RetainedAliasingAlwaysFreedMemrefIsTrue) {
  std::string out = runPipeline(R"mlir(
func.func @f(%arg0: memref<2xf32>, %arg1: memref<2xf32>) -> i1 {
  %true = arith.constant true
  %0 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<2xf32>) if (%true, %true) retain (%arg0 : memref<2xf32>)
  return %0 : i1
}
)mlir",
                                kSimplify);
  EXPECT_NE(out.find("bufferization.dealloc (%arg1 : memref<2xf32>) if (%true) retain (%arg0 : memref<2xf32>)\n"
                     "    return %true : i1"),
            std::string::npos)
      << out;
}

TEST(DeallocSimplification, AllocationIsDistinctFromEnclosingBlockArgument) {
  std::string out = runPipeline(R"mlir(
func.func @f(%arg0: memref<2xf32>, %lb: index, %ub: index, %s: index, %c: i1) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %arg0) -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    %0 = bufferization.dealloc (%a, %it : memref<2xf32>, memref<2xf32>) if (%c, %c) retain (%a : memref<2xf32>)
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
)mlir",
                                kSimplify);
  EXPECT_NE(out.find("bufferization.dealloc (%arg6 : memref<2xf32>) if (%arg4)\n"), std::string::npos) << out;
  EXPECT_EQ(countOf(out, "bufferization.dealloc"), 1u) << out;
}

/// 50 allocations, a view of the 8th and a function argument in one dealloc:
/// the memrefs whose origins appear nowhere else are answered without the
/// pairwise loop, the view and its allocation fall back to it (mlir-opt-22
/// gives the same 51 deallocs).
TEST(DeallocSimplification, LargeDeallocSplitsAllButTheAliasingPair) {
  constexpr int n = 50;
  std::string allocs, list, types, conds;
  for (int i = 0; i < n; ++i) {
    allocs += "  %a" + std::to_string(i) + " = memref.alloc() : memref<2xf32>\n";
    list += "%a" + std::to_string(i) + ", ";
    types += "memref<2xf32>, ";
    conds += "%c, ";
  }
  list += "%v, %arg0";
  types += "memref<1xf32, strided<[1]>>, memref<2xf32>";
  conds += "%c, %c";
  std::string input = "func.func @many(%arg0: memref<2xf32>, %c: i1) {\n" + allocs +
                      "  %v = memref.subview %a7[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>\n"
                      "  \"test.use\"(" + list + ") : (" + types + ") -> ()\n"
                      "  bufferization.dealloc (" + list + " : " + types + ") if (" + conds + ")\n"
                      "  return\n}\n";
  std::string out = runPipeline(input, kSimplify);
  EXPECT_EQ(countOf(out, "bufferization.dealloc"), 51u) << out;
  EXPECT_NE(out.find("bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1)"), std::string::npos) << out;
  EXPECT_NE(out.find("bufferization.dealloc (%alloc_6, %subview : memref<2xf32>, memref<1xf32, strided<[1]>>) "
                     "if (%arg1, %arg1)"),
            std::string::npos)
      << out;
}

TEST(DeallocCanonicalization, DuplicatesFalseConditionsAndEmptyDeallocs) {
  std::string out = runPipeline(R"mlir(
func.func @f(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %c0: i1, %c1: i1) -> (i1, i1, i1) {
  %false = arith.constant false
  bufferization.dealloc (%arg0, %arg0 : memref<2xf32>, memref<2xf32>) if (%c0, %c1)
  %0:2 = bufferization.dealloc (%arg1 : memref<2xf32>) if (%c0) retain (%arg0, %arg0 : memref<2xf32>, memref<2xf32>)
  %1 = bufferization.dealloc (%arg1 : memref<2xf32>) if (%false) retain (%arg0 : memref<2xf32>)
  return %0#0, %0#1, %1 : i1, i1, i1
}
)mlir",
                                "builtin.module(canonicalize)");
  EXPECT_NE(out.find("%0 = arith.ori %arg2, %arg3 : i1\n"
                     "    bufferization.dealloc (%arg0 : memref<2xf32>) if (%0)\n"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("%1 = bufferization.dealloc (%arg1 : memref<2xf32>) if (%arg2) retain (%arg0 : memref<2xf32>)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("return %1, %1, %false : i1, i1, i1"), std::string::npos) << out;
}

TEST(DeallocCanonicalization, UnusedAllocationAndItsDeallocVanish) {
  std::string out = runPipeline(R"mlir(
func.func @f(%arg0: memref<2xf32>, %c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base, %arg0 : memref<f32>, memref<2xf32>) if (%c, %c)
  return
}
)mlir",
                                "builtin.module(canonicalize)");
  EXPECT_EQ(countOf(out, "memref.alloc"), 0u) << out;
  EXPECT_NE(out.find("bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1)"), std::string::npos) << out;
}

}  // namespace
}  // namespace tbuf::test_util

namespace tbuf::test_util {
namespace {

constexpr std::string_view kFreshCallee = R"mlir(
func.func private @make(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func private @identity(%m: memref<?xf32>) -> memref<?xf32> {
  return %m : memref<?xf32>
}
func.func private @recursive(%n: index) -> memref<?xf32> {
  %r = func.call @recursive(%n) : (index) -> memref<?xf32>
  return %r : memref<?xf32>
}
)mlir";

std::string freshInput(std::string_view callee) {
  return std::string(kFreshCallee) + R"mlir(
func.func @f(%n: index, %c: i1) -> (memref<?xf32>, i1) {
  %a = memref.alloc(%n) : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  %r = func.call @)mlir" + std::string(callee) + R"mlir(
  %0 = bufferization.dealloc (%a : memref<?xf32>) if (%c) retain (%r : memref<?xf32>)
  return %r, %0 : memref<?xf32>, i1
}
)mlir";
}

// tbuf addition: a call to a function that always returns a buffer it
// allocated gives a fresh buffer, distinct from %a (mlir-opt: unknown).
TEST(DeallocSimplificationFreshCalls, FreshCallResultIsDistinctFromLocalAllocation) {
  std::string out = runPipeline(freshInput("make(%n) : (index) -> memref<?xf32>"), kSimplify);
  EXPECT_NE(out.find("bufferization.dealloc (%alloc : memref<?xf32>) if (%arg1)\n"
                     "    return %0, %false : memref<?xf32>, i1"),
            std::string::npos)
      << out;
}

TEST(DeallocSimplificationFreshCalls, ArgumentReturningCalleeStaysUnknown) {
  std::string out = runPipeline(freshInput("identity(%a) : (memref<?xf32>) -> memref<?xf32>"), kSimplify);
  EXPECT_NE(out.find("retain (%0 : memref<?xf32>)"), std::string::npos) << out;
}

TEST(DeallocSimplificationFreshCalls, RecursionStaysUnknown) {
  std::string out = runPipeline(freshInput("recursive(%n) : (index) -> memref<?xf32>"), kSimplify);
  EXPECT_NE(out.find("retain (%0 : memref<?xf32>)"), std::string::npos) << out;
}

TEST(DeallocSimplificationFreshCalls, OnlyWithTheOption) {
  // Without `interprocedural`, on a module too, the pass answers as
  // mlir-opt-22's: a call result is unknown.
  std::string out =
      runPipeline(freshInput("make(%n) : (index) -> memref<?xf32>"), "builtin.module(buffer-deallocation-simplification)");
  EXPECT_NE(out.find("retain (%0 : memref<?xf32>)"), std::string::npos) << out;
  out = runPipeline(freshInput("make(%n) : (index) -> memref<?xf32>"), kSimplify);
  EXPECT_EQ(out.find("retain (%0 : memref<?xf32>)"), std::string::npos) << out;
}

TEST(DeallocSimplificationFreshCalls, OnlyWhenRunOnAModule) {
  // Nested on functions the pass must not look at other functions: MLIR's
  // answer (unknown) is kept.
  std::string out =
      runPipeline(freshInput("make(%n) : (index) -> memref<?xf32>"), "builtin.module(func.func(buffer-deallocation-simplification))");
  EXPECT_NE(out.find("retain (%0 : memref<?xf32>)"), std::string::npos) << out;
}

}  // namespace
}  // namespace tbuf::test_util
