// The test-dialect ops registered for the deallocation tests: MLIR's
// assembly round-trips, declared memory effects, and every other `test.*`
// op is accepted as an opaque op with unknown effects (the dialect is open).
#include <gtest/gtest.h>

#include <vector>

#include "tests/util/test_util.h"
#include "transforms/side_effects.h"

namespace tbuf {
namespace {

using test_util::parseAndVerify;
using test_util::printCustom;
using test_util::TestContext;

std::vector<Operation *> testOps(Operation *root) {
  std::vector<Operation *> ops;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op->getDialectNamespace() == "test") ops.push_back(op);
  });
  return ops;
}

TEST(TestOps, RoundTripAndEffects) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(func.func @f(%arg0: memref<2xf32>, %arg1: memref<2xf32>) {
  test.copy(%arg0, %arg1) : (memref<2xf32>, memref<2xf32>)
  test.buffer_based in(%arg0: memref<2xf32>) out(%arg1: memref<2xf32>)
  test.region_buffer_based in(%arg0: memref<2xf32>) out(%arg1: memref<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    test.region_yield %a : f32
  }
  "test.read_buffer"(%arg0) : (memref<2xf32>) -> ()
  "test.other"(%arg0) : (memref<2xf32>) -> ()
  return
})");
  ASSERT_TRUE(m) << tc.diagnostics;
  std::string printed = printCustom(m.get());
  EXPECT_NE(printed.find("test.copy(%arg0, %arg1) : (memref<2xf32>, memref<2xf32>)"), std::string::npos) << printed;
  EXPECT_NE(printed.find("test.buffer_based in(%arg0 : memref<2xf32>) out(%arg1 : memref<2xf32>)"), std::string::npos);
  EXPECT_NE(printed.find("test.region_buffer_based in(%arg0 : memref<2xf32>) out(%arg1 : memref<2xf32>) {"),
            std::string::npos);
  EXPECT_NE(printed.find("test.region_yield %arg2 : f32"), std::string::npos) << printed;
  EXPECT_NE(printed.find("\"test.read_buffer\"(%arg0) : (memref<2xf32>) -> ()"), std::string::npos);

  std::vector<Operation *> ops = testOps(m.get());
  ASSERT_EQ(ops.size(), 6u);
  Operation *copy = ops[0];
  std::vector<MemoryEffect> effects;
  ASSERT_TRUE(getMemoryEffects(copy, effects));
  ASSERT_EQ(effects.size(), 2u);
  EXPECT_EQ(effects[0].kind, EffectKind::Read);
  EXPECT_EQ(effects[0].value, copy->getOperand(0));
  EXPECT_EQ(effects[1].kind, EffectKind::Write);
  EXPECT_EQ(effects[1].value, copy->getOperand(1));
  // test.read_buffer reads its operand and dumps it (a write to unknown
  // memory), as MLIR declares: never trivially dead.
  effects.clear();
  ASSERT_TRUE(getMemoryEffects(ops[4], effects));
  ASSERT_EQ(effects.size(), 2u);
  EXPECT_EQ(effects[0].kind, EffectKind::Read);
  EXPECT_EQ(effects[0].value, ops[4]->getOperand(0));
  EXPECT_EQ(effects[1].kind, EffectKind::Write);
  EXPECT_FALSE(effects[1].value);
  EXPECT_FALSE(wouldOpBeTriviallyDead(ops[4]));
  // region_yield is pure; "test.other" is not registered: unknown effects.
  Operation *yield = &ops[2]->getRegion(0).front().back();
  EXPECT_TRUE(isMemoryEffectFree(yield));
  EXPECT_FALSE(ops.back()->isRegistered());
  EXPECT_FALSE(hasMemoryEffectInterface(ops.back()));
  // The test dialect is open: unknown test.* ops are kept, with unknown effects.
  EXPECT_TRUE(tc.ctx.isDialectRegistered("test"));
  EXPECT_TRUE(tc.ctx.dialectAllowsUnknownOps("test"));
}

TEST(TestOps, VerifierRejectsNonMemRefOperands) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(func.func @f(%arg0: f32) {
  "test.copy"(%arg0, %arg0) : (f32, f32) -> ()
  return
})");
  EXPECT_FALSE(m);
  EXPECT_NE(tc.diagnostics.find("test.mlir:2:3: error: 'test.copy' op operand must be ranked or unranked memref"),
            std::string::npos)
      << tc.diagnostics;
}

}  // namespace
}  // namespace tbuf
