// copy-removal (a tbuf addition; mlir-opt-22 has no such pass): the two
// rewrites of BufferDeallocationInternals.md and every safety condition that
// must block them (dealloc/copy_removal.cc).
#include "gtest/gtest.h"
#include "tests/dealloc_opt/buffer_opt_fixture.h"

namespace tbuf::test_util {
namespace {

constexpr std::string_view kPipeline = "func.func(copy-removal)";

/// Runs copy-removal and expects the printed module to equal the input
/// printed unchanged.
void expectUnchanged(std::string_view input) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, input);
  ASSERT_TRUE(module) << tc.diagnostics;
  EXPECT_EQ(runPipeline(input, kPipeline), printCustom(module.get()));
}

// The "reuse the source" example of the spec: the copy target, its
// allocation and the source's dealloc disappear; the dims stay.
TEST(CopyRemovalTest, ReuseSource) {
  const char *input = R"mlir(
func.func @dynamic_allocation(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %7 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  %8 = memref.dim %7, %c0 : memref<?x?xf32>
  %9 = memref.dim %7, %c1 : memref<?x?xf32>
  %10 = memref.alloc(%8, %9) : memref<?x?xf32>
  memref.copy %7, %10 : memref<?x?xf32> to memref<?x?xf32>
  memref.dealloc %7 : memref<?x?xf32>
  return %10 : memref<?x?xf32>
})mlir";
  const char *expected = R"mlir(module {
  func.func @dynamic_allocation(%arg0: index, %arg1: index) -> memref<?x?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %dim = memref.dim %alloc, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %alloc, %c1 : memref<?x?xf32>
    return %alloc : memref<?x?xf32>
  }
})mlir";
  EXPECT_EQ(runPipeline(input, kPipeline), expected);
}

// "Reuse the target": a temporary filled and copied into a function
// argument is replaced by the argument (nothing reads memory that may alias
// it before the copy).
TEST(CopyRemovalTest, ReuseTargetArgument) {
  const char *input = R"mlir(
func.func @reuse_target(%result: memref<2xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  %temp = memref.alloc() : memref<2xf32>
  linalg.fill ins(%cst : f32) outs(%temp : memref<2xf32>)
  memref.copy %temp, %result : memref<2xf32> to memref<2xf32>
  memref.dealloc %temp : memref<2xf32>
  return
})mlir";
  const char *expected = R"mlir(module {
  func.func @reuse_target(%arg0: memref<2xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%arg0 : memref<2xf32>)
    return
  }
})mlir";
  EXPECT_EQ(runPipeline(input, kPipeline), expected);
}

// The spec's reuse-target example is NOT rewritten: the generic reads %arg0,
// which may alias %result (two function arguments), so writing %result
// early could change what it reads.
TEST(CopyRemovalTest, ReuseTargetBlockedByPossibleAlias) {
  expectUnchanged(R"mlir(
#map = affine_map<(d0) -> (d0)>
func.func @reuseTarget(%arg0: memref<2xf32>, %result: memref<2xf32>) {
  %temp = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<2xf32>) outs(%temp : memref<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  }
  memref.copy %temp, %result : memref<2xf32> to memref<2xf32>
  memref.dealloc %temp : memref<2xf32>
  return
})mlir");
}

// Both buffers fresh: the source is kept (tried first), the target's
// allocation goes.
TEST(CopyRemovalTest, ReuseSourceBetweenAllocations) {
  const char *input = R"mlir(
#map = affine_map<(d0) -> (d0)>
func.func @both_fresh(%arg0: memref<2xf32>) -> memref<2xf32> {
  %result = memref.alloc() : memref<2xf32>
  %temp = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<2xf32>) outs(%temp : memref<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  }
  memref.copy %temp, %result : memref<2xf32> to memref<2xf32>
  memref.dealloc %temp : memref<2xf32>
  return %result : memref<2xf32>
})mlir";
  const char *expected = R"mlir(#map = affine_map<(d0) -> (d0)>
module {
  func.func @both_fresh(%arg0: memref<2xf32>) -> memref<2xf32> {
    %alloc = memref.alloc() : memref<2xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<2xf32>) outs(%alloc : memref<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.exp %in : f32
      linalg.yield %0 : f32
    }
    return %alloc : memref<2xf32>
  }
})mlir";
  EXPECT_EQ(runPipeline(input, kPipeline), expected);
}

// A chain of copies collapses over several rounds (the second rewrite waits
// until the alias analysis has been rebuilt).
TEST(CopyRemovalTest, ChainOfCopies) {
  const char *input = R"mlir(
func.func @chain(%v: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  memref.copy %b, %c : memref<4xf32> to memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %c : memref<4xf32>
})mlir";
  const char *expected = R"mlir(module {
  func.func @chain(%arg0: f32) -> memref<4xf32> {
    %alloc = memref.alloc() : memref<4xf32>
    linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
    return %alloc : memref<4xf32>
  }
})mlir";
  EXPECT_EQ(runPipeline(input, kPipeline), expected);
}

// The source is written after the copy, before its dealloc: the two buffers
// differ from then on.
TEST(CopyRemovalTest, WriteToSourceAfterCopyBlocks) {
  expectUnchanged(R"mlir(
func.func @write_after(%v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  memref.store %x, %b[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %b : memref<4xf32>
})mlir");
}

// A write through a view of the target between the copy and the dealloc.
TEST(CopyRemovalTest, WriteThroughViewOfTargetBlocks) {
  expectUnchanged(R"mlir(
func.func @view_write(%v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %s = memref.subview %b[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  memref.store %v, %s[%c0] : memref<2xf32, strided<[1], offset: 1>>
  %x = memref.load %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %b : memref<4xf32>
})mlir");
}

// An op with unknown effects (a call) between the copy and the dealloc.
TEST(CopyRemovalTest, UnknownEffectsBlock) {
  expectUnchanged(R"mlir(
func.func private @external()
func.func @unknown(%v: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  func.call @external() : () -> ()
  memref.dealloc %a : memref<4xf32>
  return %b : memref<4xf32>
})mlir");
}

// The target is read before the copy (its old contents matter), and its
// type differs from the source's in the second function.
TEST(CopyRemovalTest, TargetReadBeforeCopyAndTypeMismatchBlock) {
  expectUnchanged(R"mlir(
func.func @read_before(%v: f32, %out: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %old = memref.load %out[%c0] : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %old : f32
}
func.func @types(%v: f32, %out: memref<4xf32, strided<[1], offset: ?>>) {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  memref.copy %a, %out : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
  memref.dealloc %a : memref<4xf32>
  return
})mlir");
}

// Copy and dealloc in different blocks; a source with no dealloc.
TEST(CopyRemovalTest, DifferentBlocksOrNoDeallocBlock) {
  expectUnchanged(R"mlir(
func.func @blocks(%c: i1, %v: f32, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  return
^bb2:
  memref.dealloc %a : memref<4xf32>
  return
}
func.func @no_dealloc(%v: f32, %out: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  return %a : memref<4xf32>
})mlir");
}

}  // namespace
}  // namespace tbuf::test_util
