// Unit tests of the buffer planner's IR analyses (plan/buffer_lifetimes.h,
// plan/static_memory.h): use kinds, lifetimes of accesses, aliases and
// nested uses, what is not a candidate, and the static figures.
#include "plan/buffer_lifetimes.h"

#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "plan/static_memory.h"
#include "tests/util/test_util.h"

namespace tbuf::plan {
namespace {

using test_util::parseAndVerify;
using test_util::TestContext;

/// The lifetimes of the memref.alloc ops of the first function's entry
/// block, in order (nullopt for non-candidates).
std::vector<std::optional<BufferLifetime>> lifetimesOf(Operation *module) {
  Operation *func = &module->getRegion(0).front().front();
  Block &block = func->getRegion(0).front();
  BlockPositions positions(block);
  std::vector<std::optional<BufferLifetime>> result;
  for (Operation &op : block)
    if (op.getName() == "memref.alloc") result.push_back(analyzeBufferLifetime(&op, positions));
  return result;
}

TEST(BufferLifetimes, AccessesEndAtTheLastUse) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
func.func @f(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  %c = arith.addf %x, %x : f32
  memref.dealloc %a : memref<4xf32>
  return %c : f32
}
)");
  ASSERT_TRUE(module) << tc.diagnostics;
  auto lifetimes = lifetimesOf(module.get());
  ASSERT_EQ(lifetimes.size(), 1u);
  ASSERT_TRUE(lifetimes[0]);
  EXPECT_EQ(lifetimes[0]->start, 0);
  EXPECT_EQ(lifetimes[0]->end, 2);
  EXPECT_EQ(lifetimes[0]->deallocPosition, 4);
}

TEST(BufferLifetimes, AnAliasKeepsTheBufferLiveUntilTheDealloc) {
  // A subview is followed to its last use (2); the metadata extraction is
  // not a view (its base buffer could be used anywhere): until the dealloc.
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
func.func @f(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  memref.store %v, %s[%i] : memref<2xf32, strided<[1], offset: 1>>
  %c = arith.addf %v, %v : f32
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %b : memref<4xf32> -> memref<f32>, index, index, index
  %d = arith.addf %c, %v : f32
  memref.dealloc %b : memref<4xf32>
  return %d : f32
}
)");
  ASSERT_TRUE(module) << tc.diagnostics;
  auto lifetimes = lifetimesOf(module.get());
  ASSERT_TRUE(lifetimes[0]);
  EXPECT_EQ(lifetimes[0]->end, 2);
  ASSERT_TRUE(lifetimes[1]);
  EXPECT_EQ(lifetimes[1]->end, 8);
}

TEST(BufferLifetimes, NestedUsesCountAtTheirAncestor) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
func.func @f(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%i] : memref<4xf32>
  }
  %b = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
)");
  ASSERT_TRUE(module) << tc.diagnostics;
  auto lifetimes = lifetimesOf(module.get());
  ASSERT_EQ(lifetimes.size(), 2u);
  ASSERT_TRUE(lifetimes[0]);
  EXPECT_EQ(lifetimes[0]->start, 2);
  EXPECT_EQ(lifetimes[0]->end, 3);
  // Never used: live at its alloc only.
  ASSERT_TRUE(lifetimes[1]);
  EXPECT_EQ(lifetimes[1]->start, 4);
  EXPECT_EQ(lifetimes[1]->end, 4);
}

TEST(BufferLifetimes, EscapingBuffersAreNotCandidates) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
func.func @f(%c: i1, %m: memref<1xmemref<4xf32>>, %i: index) -> memref<4xf32> {
  %returned = memref.alloc() : memref<4xf32>
  %viaCast = memref.alloc() : memref<4xf32>
  %cast = memref.cast %viaCast : memref<4xf32> to memref<?xf32>
  %yielded = scf.if %c -> (memref<?xf32>) {
    scf.yield %cast : memref<?xf32>
  } else {
    scf.yield %cast : memref<?xf32>
  }
  %stored = memref.alloc() : memref<4xf32>
  memref.store %stored, %m[%i] : memref<1xmemref<4xf32>>
  %noDealloc = memref.alloc() : memref<4xf32>
  %condDealloc = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.dealloc %condDealloc : memref<4xf32>
  }
  %aliasDealloc = memref.alloc() : memref<4xf32>
  %cast2 = memref.cast %aliasDealloc : memref<4xf32> to memref<?xf32>
  memref.dealloc %cast2 : memref<?xf32>
  %twice = memref.alloc() : memref<4xf32>
  memref.dealloc %twice : memref<4xf32>
  memref.dealloc %twice : memref<4xf32>
  memref.dealloc %viaCast : memref<4xf32>
  memref.dealloc %stored : memref<4xf32>
  return %returned : memref<4xf32>
}
)");
  ASSERT_TRUE(module) << tc.diagnostics;
  auto lifetimes = lifetimesOf(module.get());
  ASSERT_EQ(lifetimes.size(), 7u);
  for (size_t i = 0; i < lifetimes.size(); ++i) EXPECT_FALSE(lifetimes[i]) << "alloc #" << i;
}

TEST(BufferLifetimes, UseKinds) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
func.func private @g(memref<4xf32>)
func.func @f(%i: index, %v: f32, %m: memref<1xmemref<4xf32>>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  call @g(%a) : (memref<4xf32>) -> ()
  %cast = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.store %a, %m[%i] : memref<1xmemref<4xf32>>
  return %a : memref<4xf32>
}
)");
  ASSERT_TRUE(module) << tc.diagnostics;
  Operation *func = &*std::next(module->getRegion(0).front().begin());
  Value a = func->getRegion(0).front().front().getResult(0);
  std::vector<std::pair<std::string, UseKind>> kinds;
  for (OpOperand &use : a.getUses()) kinds.push_back({std::string(use.getOwner()->getName()), classifyUse(use)});
  std::sort(kinds.begin(), kinds.end());
  std::vector<std::pair<std::string, UseKind>> expected = {
      {"func.call", UseKind::Alias},       {"func.return", UseKind::Escape},  {"linalg.fill", UseKind::Access},
      {"memref.cast", UseKind::Alias},     {"memref.copy", UseKind::Access},  {"memref.copy", UseKind::Access},
      {"memref.load", UseKind::Access},    {"memref.store", UseKind::Access}, {"memref.store", UseKind::Escape},
  };
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(kinds, expected);
}

TEST(BufferLifetimes, ViewsAndPrintCallsEndAtTheirLastUse) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
func.func @f(%v: f32) {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %b = memref.alloc() : memref<4xf32>
  %w = memref.cast %b : memref<4xf32> to memref<*xf32>
  call @keep(%w) : (memref<*xf32>) -> ()
  %c = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
func.func private @keep(memref<*xf32>)
)");
  ASSERT_TRUE(module) << tc.diagnostics;
  auto lifetimes = lifetimesOf(module.get());
  ASSERT_EQ(lifetimes.size(), 3u);
  ASSERT_TRUE(lifetimes[0] && lifetimes[1] && lifetimes[2]);
  // %a: the cast and the printer's call are its last uses (position 3).
  EXPECT_EQ(lifetimes[0]->end, 3);
  // %b: a call of an unknown function may keep the pointer: live until its
  // dealloc (position 9).
  EXPECT_EQ(lifetimes[1]->end, 9);
  // The printer is an access, an unknown callee an alias.
  Operation *func = &module->getRegion(0).front().front();
  Block &body = func->getRegion(0).front();
  std::vector<Operation *> ops = body.getOpsVector();
  EXPECT_EQ(classifyUse(ops[3]->getOpOperand(0)), UseKind::Access);
  EXPECT_EQ(classifyUse(ops[6]->getOpOperand(0)), UseKind::Alias);
}

TEST(StaticMemory, CountsBytesAndPeak) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
func.func @f(%c: i1, %n: index) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2xf64>
  memref.dealloc %a : memref<4xf32>
  scf.if %c {
    %d = memref.alloc() : memref<8xi8>
    memref.dealloc %d : memref<8xi8>
  }
  %e = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %e : memref<?xf32>
  memref.dealloc %b : memref<2xf64>
  return
}
)");
  ASSERT_TRUE(module) << tc.diagnostics;
  Operation *func = &module->getRegion(0).front().front();
  StaticMemory memory = measureStaticMemory(func);
  EXPECT_EQ(memory.allocations, 4u);
  EXPECT_EQ(memory.bytes, 16u + 16u + 8u);
  // a and b together (32); later b and d (24).
  EXPECT_EQ(memory.peakBytes, 32u);
}

TEST(StaticMemory, ElementSizes) {
  TestContext tc;
  EXPECT_EQ(getElementByteSize(IntegerType::get(&tc.ctx, 1)), 1u);
  EXPECT_EQ(getElementByteSize(IntegerType::get(&tc.ctx, 32)), 4u);
  EXPECT_EQ(getElementByteSize(IndexType::get(&tc.ctx)), 8u);
  EXPECT_EQ(getStaticByteSize(MemRefType::get({3, 5}, FloatType::getF64(&tc.ctx))), 120u);
  EXPECT_EQ(getStaticByteSize(MemRefType::get({kDynamic}, FloatType::getF64(&tc.ctx))), 0u);
}

}  // namespace
}  // namespace tbuf::plan
