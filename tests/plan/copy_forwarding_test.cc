// Unit tests of copy forwarding (plan/copy_forwarding.h): which modules are
// closed, and which copies go away (counts and the IR left behind).
#include "plan/copy_forwarding.h"

#include <gtest/gtest.h>

#include <string>

#include "tests/util/test_util.h"

namespace tbuf::plan {
namespace {

using test_util::parseAndVerify;
using test_util::TestContext;

/// Forwards the copies of every function of `module`; returns the count.
uint64_t forwardAll(Operation *module, bool closed) {
  uint64_t count = 0;
  for (Operation &op : module->getRegion(0).front())
    if (op.getName() == "func.func") count += forwardReadOnlyCopies(&op, closed);
  return count;
}

/// The number of ops named `name` under `root`.
int countOps(Operation *root, std::string_view name) {
  int n = 0;
  root->walk([&](Operation *op) { n += op->getName() == name; });
  return n;
}

TEST(CopyForwarding, ClosedModules) {
  TestContext tc;
  OwningOpRef printers = parseAndVerify(tc, R"(
func.func private @printMemrefF32(memref<*xf32>)
func.func private @rtclock() -> f64
func.func @f(%m: memref<4xf32>) { return }
)");
  ASSERT_TRUE(printers) << tc.diagnostics;
  EXPECT_TRUE(isClosedModule(printers.get()));

  OwningOpRef opaque = parseAndVerify(tc, R"(
func.func private @keep(memref<4xf32>)
)");
  ASSERT_TRUE(opaque) << tc.diagnostics;
  EXPECT_FALSE(isClosedModule(opaque.get()));

  OwningOpRef returnsBuffer = parseAndVerify(tc, R"(
func.func private @give() -> memref<4xf32>
)");
  ASSERT_TRUE(returnsBuffer) << tc.diagnostics;
  EXPECT_FALSE(isClosedModule(returnsBuffer.get()));

  OwningOpRef stored = parseAndVerify(tc, R"(
func.func @f(%a: memref<4xmemref<4xf32>>, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  memref.store %b, %a[%c0] : memref<4xmemref<4xf32>>
  return
}
)");
  ASSERT_TRUE(stored) << tc.diagnostics;
  EXPECT_FALSE(isClosedModule(stored.get()));
}

TEST(CopyForwarding, ReadOnlyCopyOfAnAllocation) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
func.func @f(%i: index, %v: f32) -> f32 {
  %s = memref.alloc() : memref<4xf32>
  memref.store %v, %s[%i] : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  memref.copy %s, %a : memref<4xf32> to memref<4xf32>
  %d = memref.dim %a, %i : memref<4xf32>
  %x = memref.load %a[%d] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  return %x : f32
}
)");
  ASSERT_TRUE(module) << tc.diagnostics;
  EXPECT_EQ(forwardAll(module.get(), true), 1u);
  EXPECT_EQ(countOps(module.get(), "memref.alloc"), 1);
  EXPECT_EQ(countOps(module.get(), "memref.copy"), 0);
  EXPECT_EQ(countOps(module.get(), "memref.dealloc"), 1);
}

TEST(CopyForwarding, ChainsOfCopies) {
  // The second copy reads the first: both go, the load reads %s.
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
func.func @f(%s: memref<4xf32>, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %s, %a : memref<4xf32> to memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %x = memref.load %b[%i] : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %x : f32
}
)");
  ASSERT_TRUE(module) << tc.diagnostics;
  EXPECT_EQ(forwardAll(module.get(), true), 2u);
  EXPECT_EQ(countOps(module.get(), "memref.alloc"), 0);
}

TEST(CopyForwarding, CallsNeedAClosedModuleAndALocalSource) {
  const char *source = R"(
func.func @g(%v: f32) { return }
func.func @f(%i: index, %v: f32) -> f32 {
  %s = memref.alloc() : memref<4xf32>
  memref.store %v, %s[%i] : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  memref.copy %s, %a : memref<4xf32> to memref<4xf32>
  call @g(%v) : (f32) -> ()
  %x = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  return %x : f32
}
)";
  TestContext tc;
  OwningOpRef closed = parseAndVerify(tc, source);
  ASSERT_TRUE(closed) << tc.diagnostics;
  EXPECT_EQ(forwardAll(closed.get(), true), 1u);
  OwningOpRef open = parseAndVerify(tc, source);
  ASSERT_TRUE(open) << tc.diagnostics;
  EXPECT_EQ(forwardAll(open.get(), false), 0u);
}

TEST(CopyForwarding, SourcesFreedByTwoDeallocsAreDistinct) {
  // %r and %q are call results; each is freed by its own dealloc after the
  // read, so the store into %q does not write %r. Without %q's dealloc the
  // callee could have returned the same buffer twice: kept.
  auto program = [](bool freeQ) {
    return std::string(R"(
func.func @make() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @f(%i: index, %v: f32) -> f32 {
  %r = call @make() : () -> memref<4xf32>
  %q = call @make() : () -> memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  memref.copy %r, %a : memref<4xf32> to memref<4xf32>
  memref.store %v, %q[%i] : memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %r : memref<4xf32>
)") + (freeQ ? "  memref.dealloc %q : memref<4xf32>\n" : "") + R"(  return %x : f32
}
)";
  };
  TestContext tc;
  OwningOpRef freed = parseAndVerify(tc, program(true));
  ASSERT_TRUE(freed) << tc.diagnostics;
  EXPECT_EQ(forwardAll(freed.get(), true), 1u);
  OwningOpRef notFreed = parseAndVerify(tc, program(false));
  ASSERT_TRUE(notFreed) << tc.diagnostics;
  EXPECT_EQ(forwardAll(notFreed.get(), true), 0u);
}

TEST(CopyForwarding, ReadsBeforeTheCopyOrAfterTheDeallocKeepIt) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
func.func @f(%s: memref<4xf32>, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %y = memref.load %a[%i] : memref<4xf32>
  memref.copy %s, %a : memref<4xf32> to memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}
)");
  ASSERT_TRUE(module) << tc.diagnostics;
  EXPECT_EQ(forwardAll(module.get(), true), 0u);
}

}  // namespace
}  // namespace tbuf::plan
