// The region and effect ops of MLIR's test dialect (dialects/test/
// test_region_ops.cc, test_effect_ops.cc): test.region_if's assembly as
// mlir-opt-22 prints it, its RegionBranchOpInterface (operands into then
// and else, both into join, join into the results) and recursive effects,
// test.side_effect_op's effects from its attribute, and the verifier.
#include <gtest/gtest.h>

#include <vector>

#include "ir/control_flow_interfaces.h"
#include "tests/util/test_util.h"
#include "transforms/side_effects.h"

namespace tbuf {
namespace {

using test_util::parseAndVerify;
using test_util::printCustom;
using test_util::TestContext;

Operation *firstNamed(Operation *root, std::string_view name) {
  Operation *found = nullptr;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op->getName() != name) return WalkResult::advance();
    found = op;
    return WalkResult::interrupt();
  });
  return found;
}

constexpr std::string_view kRegionIf = R"(func.func @f(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %r:2 = test.region_if %m, %c : memref<4xf32>, i1 -> (memref<4xf32>, i1) then {
  ^bb0(%a: memref<4xf32>, %b: i1):
    test.region_if_yield %a, %b : memref<4xf32>, i1
  } else {
  ^bb0(%a: memref<4xf32>, %b: i1):
    test.region_if_yield %a, %b : memref<4xf32>, i1
  } join {
  ^bb0(%a: memref<4xf32>, %b: i1):
    test.region_if_yield %a, %b : memref<4xf32>, i1
  }
  return %r#0 : memref<4xf32>
})";

TEST(TestRegionOps, RegionIfPrintsAsMlirOpt) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, kRegionIf);
  ASSERT_TRUE(m) << tc.diagnostics;
  std::string printed = printCustom(m.get());
  // No space before the colon, parenthesised result types only for several.
  EXPECT_NE(printed.find("%0:2 = test.region_if %arg0, %arg1: memref<4xf32>, i1 -> (memref<4xf32>, i1) then {"),
            std::string::npos)
      << printed;
  EXPECT_NE(printed.find("} join {\n    ^bb0(%arg2: memref<4xf32>, %arg3: i1):"), std::string::npos) << printed;
  // The printed form parses back to the same text.
  OwningOpRef again = parseAndVerify(tc, printed);
  ASSERT_TRUE(again) << tc.diagnostics;
  EXPECT_EQ(printCustom(again.get()), printed);
}

TEST(TestRegionOps, RegionIfSuccessors) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, kRegionIf);
  ASSERT_TRUE(m) << tc.diagnostics;
  Operation *regionIf = firstNamed(m.get(), "test.region_if");
  ASSERT_TRUE(regionIf);
  const auto *iface = regionIf->getInterface<RegionBranchOpInterface>();
  ASSERT_TRUE(iface);
  std::vector<RegionSuccessor> entry;
  iface->getSuccessorRegions(regionIf, nullptr, entry);
  ASSERT_EQ(entry.size(), 2u);
  EXPECT_EQ(entry[0].region, &regionIf->getRegion(0));
  EXPECT_EQ(entry[1].region, &regionIf->getRegion(1));
  EXPECT_EQ(entry[0].inputs, regionIf->getRegion(0).getArguments());
  EXPECT_EQ(iface->getEntrySuccessorOperands(regionIf, &regionIf->getRegion(1)).size(), 2u);
  std::vector<RegionSuccessor> fromThen;
  iface->getSuccessorRegions(regionIf, &regionIf->getRegion(0), fromThen);
  ASSERT_EQ(fromThen.size(), 1u);
  EXPECT_EQ(fromThen[0].region, &regionIf->getRegion(2));
  std::vector<RegionSuccessor> fromJoin;
  iface->getSuccessorRegions(regionIf, &regionIf->getRegion(2), fromJoin);
  ASSERT_EQ(fromJoin.size(), 1u);
  EXPECT_TRUE(fromJoin[0].isParent());
  EXPECT_EQ(fromJoin[0].inputs, regionIf->getResults().vec());
  // Regions run at most once: none of them repeats.
  EXPECT_FALSE(isRegionRepetitive(&regionIf->getRegion(0)));
  EXPECT_FALSE(isRegionRepetitive(&regionIf->getRegion(2)));
  // Pure regions: the op has no effects (recursive memory effects).
  EXPECT_TRUE(isMemoryEffectFree(regionIf));
}

TEST(TestRegionOps, RecursiveEffectsSeeNestedOps) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(func.func @f() {
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    %1 = memref.alloc() : memref<2xi32>
    "test.read_buffer"(%1) : (memref<2xi32>) -> ()
    "test.return"() : () -> ()
  }) : () -> (i32)
  %2 = "test.one_region_with_recursive_memory_effects"() ({
    "test.return"() : () -> ()
  }) : () -> (i32)
  return
})");
  ASSERT_TRUE(m) << tc.diagnostics;
  std::vector<Operation *> outer;
  for (Operation &op : m.get()->getRegion(0).front().front().getRegion(0).front())
    if (op.getName() == "test.one_region_with_recursive_memory_effects") outer.push_back(&op);
  ASSERT_EQ(outer.size(), 2u);
  EXPECT_FALSE(isMemoryEffectFree(outer[0]));
  EXPECT_FALSE(wouldOpBeTriviallyDead(outer[0]));
  EXPECT_TRUE(isMemoryEffectFree(outer[1]));
  EXPECT_TRUE(wouldOpBeTriviallyDead(outer[1]));
}

TEST(TestRegionOps, SideEffectOpListsItsEffects) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(func.func @f() {
  %0 = "test.side_effect_op"() {effects = [{effect = "read"}, {effect = "allocate", on_result}]} : () -> memref<2xf32>
  %1 = "test.side_effect_op"() : () -> i1
  %2 = "test.unknown_op"() : () -> i1
  return
})");
  ASSERT_TRUE(m) << tc.diagnostics;
  Operation *listed = firstNamed(m.get(), "test.side_effect_op");
  ASSERT_TRUE(listed);
  std::vector<MemoryEffect> effects;
  ASSERT_TRUE(getMemoryEffects(listed, effects));
  ASSERT_EQ(effects.size(), 2u);
  EXPECT_EQ(effects[0].kind, EffectKind::Read);
  EXPECT_FALSE(effects[0].value);
  EXPECT_EQ(effects[1].kind, EffectKind::Allocate);
  EXPECT_EQ(effects[1].value, listed->getResult(0));
  Operation *none = listed->getNextNode();
  EXPECT_TRUE(isMemoryEffectFree(none));
  // An unknown test op is kept, unregistered, with unknown effects.
  Operation *unknown = none->getNextNode();
  EXPECT_FALSE(unknown->isRegistered());
  EXPECT_FALSE(isMemoryEffectFree(unknown));
}

TEST(TestRegionOps, UnknownEffectNameIsAConservativeWrite) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(func.func @f() {
  %0 = "test.side_effect_op"() {effects = [{effect = "touch"}]} : () -> i1
  return
})");
  ASSERT_TRUE(m) << tc.diagnostics;
  Operation *op = firstNamed(m.get(), "test.side_effect_op");
  std::vector<MemoryEffect> effects;
  ASSERT_TRUE(getMemoryEffects(op, effects));
  ASSERT_EQ(effects.size(), 1u);
  EXPECT_EQ(effects[0].kind, EffectKind::Write);
  EXPECT_FALSE(wouldOpBeTriviallyDead(op));
}

TEST(TestRegionOps, RegionIfVerifierMessage) {
  TestContext tc;
  OwningOpRef wrongTerminator = parseAndVerify(tc, R"(func.func @f(%m: memref<4xf32>) {
  test.region_if %m : memref<4xf32> -> () then {
  ^bb0(%a: memref<4xf32>):
    "test.return"() : () -> ()
  } else {
  ^bb0(%a: memref<4xf32>):
    test.region_if_yield :
  } join {
  ^bb0:
    test.region_if_yield :
  }
  return
})");
  EXPECT_FALSE(wrongTerminator);
  EXPECT_NE(tc.diagnostics.find("test.mlir:2:3: error: 'test.region_if' op expects regions to end with "
                                "'test.region_if_yield', found 'test.return'"),
            std::string::npos)
      << tc.diagnostics;
  EXPECT_NE(tc.diagnostics.find("note: in custom textual format, the absence of terminator implies "
                                "'test.region_if_yield'"),
            std::string::npos)
      << tc.diagnostics;
}

}  // namespace
}  // namespace tbuf
