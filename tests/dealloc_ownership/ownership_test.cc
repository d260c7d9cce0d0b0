// Unit tests of the ownership-based deallocation: the ownership lattice, the
// deterministic value order, the deallocation state queries, the pass on
// small functions (structure of the inserted deallocs, function boundary
// ABI, branches, loops), its located errors, and the no-leak invariant.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "dealloc/ownership_based_deallocation.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/func/func_ops.h"
#include "ir/block.h"
#include "ir/builder.h"
#include "ir/region.h"
#include "tests/util/test_util.h"

namespace tbuf::dealloc {
namespace {

using test_util::parseAndVerify;
using test_util::printCustom;
using test_util::TestContext;

/// Runs the transformation on every function with a body of `module`.
LogicalResult runOnModule(Operation *module, DeallocationOptions options = {}) {
  std::vector<Operation *> funcs;
  module->walk([&](Operation *op) {
    if (op->getName() == "func.func" && !func::FuncOp(op).isExternal()) funcs.push_back(op);
  });
  for (Operation *f : funcs)
    if (failed(deallocateBuffersOwnershipBased(f, options))) return failure();
  return success();
}

std::vector<Operation *> collect(Operation *root, std::string_view name) {
  std::vector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (op->getName() == name) ops.push_back(op);
  });
  return ops;
}

Operation *firstFunc(Operation *module) { return collect(module, "func.func").front(); }

// ---- lattice -------------------------------------------------------------------

TEST(OwnershipLattice, JoinTable) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(
func.func @f(%x: i1, %y: i1) {
  %t0 = arith.constant true
  %t1 = arith.constant true
  %f0 = arith.constant false
  return
})");
  ASSERT_TRUE(m);
  Block &entry = firstFunc(m.get())->getRegion(0).front();
  Value x = entry.getArgument(0), y = entry.getArgument(1);
  std::vector<Operation *> consts = collect(m.get(), "arith.constant");
  Value t0 = consts[0]->getResult(0), t1 = consts[1]->getResult(0), f0 = consts[2]->getResult(0);

  Ownership uninit, unknown = Ownership::getUnknown();
  Ownership ux = Ownership::getUnique(x), uy = Ownership::getUnique(y);
  EXPECT_TRUE(uninit.getCombined(uninit).isUninitialized());
  EXPECT_EQ(ux.getCombined(uninit).getIndicator(), x);
  EXPECT_EQ(uninit.getCombined(ux).getIndicator(), x);
  EXPECT_EQ(ux.getCombined(ux).getIndicator(), x);
  EXPECT_TRUE(ux.getCombined(uy).isUnknown());
  EXPECT_TRUE(unknown.getCombined(ux).isUnknown());
  EXPECT_TRUE(ux.getCombined(unknown).isUnknown());
  EXPECT_TRUE(unknown.getCombined(uninit).isUnknown());
  EXPECT_TRUE(uninit.getCombined(unknown).isUnknown());
  // Distinct constants with the same value are the same ownership.
  EXPECT_TRUE(Ownership::getUnique(t0).getCombined(Ownership::getUnique(t1)).isUnique());
  EXPECT_TRUE(Ownership::getUnique(t0).getCombined(Ownership::getUnique(f0)).isUnknown());
  Ownership o = ux;
  o.combine(uy);
  EXPECT_TRUE(o.isUnknown());
}

TEST(ValueOrder, ArgumentsThenOpsThenNested) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(
func.func @f(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  scf.if %c {
    %2 = memref.alloc() : memref<2xf32>
  } else {
    %3 = memref.alloc() : memref<2xf32>
  }
  return
})");
  ASSERT_TRUE(m);
  Block &entry = firstFunc(m.get())->getRegion(0).front();
  std::vector<Operation *> allocs = collect(m.get(), "memref.alloc");
  Value a = entry.getArgument(0), b = entry.getArgument(1);
  Value v0 = allocs[0]->getResult(0), v1 = allocs[1]->getResult(0);
  Value v2 = allocs[2]->getResult(0), v3 = allocs[3]->getResult(0);
  EXPECT_TRUE(valueComesBefore(a, b));
  EXPECT_FALSE(valueComesBefore(b, a));
  EXPECT_TRUE(valueComesBefore(b, v0));
  EXPECT_FALSE(valueComesBefore(v0, a));
  EXPECT_TRUE(valueComesBefore(v0, v1));
  EXPECT_FALSE(valueComesBefore(v1, v1));
  // Values in different regions of one op: by region number.
  EXPECT_TRUE(valueComesBefore(v2, v3));
  EXPECT_FALSE(valueComesBefore(v3, v2));
}

// ---- state ----------------------------------------------------------------------

TEST(DeallocationStateTest, OwnershipPerBlockAndRetainOrder) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(
func.func @f(%c: i1, %arg: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1(%1 : memref<2xf32>), ^bb2
^bb1(%x: memref<2xf32>):
  memref.copy %0, %x : memref<2xf32> to memref<2xf32>
  return
^bb2:
  return
})");
  ASSERT_TRUE(m);
  Operation *f = firstFunc(m.get());
  DeallocationState state(f);
  Region &body = f->getRegion(0);
  Block *entry = &body.front(), *bb1 = entry->getNextNode(), *bb2 = bb1->getNextNode();
  std::vector<Operation *> allocs = collect(m.get(), "memref.alloc");
  Value v0 = allocs[0]->getResult(0), v1 = allocs[1]->getResult(0);

  EXPECT_TRUE(state.getOwnership(v0, entry).isUninitialized());
  state.updateOwnership(v0, Ownership::getUnique(entry->getArgument(0)));
  EXPECT_TRUE(state.getOwnership(v0, entry).isUnique());
  EXPECT_TRUE(state.getOwnership(v0, bb1).isUninitialized());
  state.resetOwnerships({v0}, entry);
  EXPECT_TRUE(state.getOwnership(v0, entry).isUninitialized());

  // To bb1: forwarded %1 first, then %0 (live into bb1); nothing to bb2.
  std::vector<Value> toBb1 = state.getMemrefsToRetain(entry, bb1, {v1});
  ASSERT_EQ(toBb1.size(), 2u);
  EXPECT_EQ(toBb1[0], v1);
  EXPECT_EQ(toBb1[1], v0);
  EXPECT_TRUE(state.getMemrefsToRetain(entry, bb2, {}).empty());
  EXPECT_EQ(state.getLiveMemrefsIn(bb1).size(), 1u);

  state.addMemrefToDeallocate(v0, entry);
  state.addMemrefToDeallocate(v1, entry);
  state.dropMemrefToDeallocate(v0, entry);
  ASSERT_EQ(state.getMemrefsToDeallocate(entry).size(), 1u);
  EXPECT_EQ(state.getMemrefsToDeallocate(entry)[0], v1);
}

// ---- the transformation ---------------------------------------------------------------

TEST(OwnershipBasedDeallocation, SingleBlockFreesAllocationsNotAllocas) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(
func.func @f(%arg0: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloca() : memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  return
})");
  ASSERT_TRUE(m);
  ASSERT_TRUE(succeeded(runOnModule(m.get()))) << tc.diagnostics;
  EXPECT_TRUE(succeeded(verify(m.get())));
  std::vector<Operation *> deallocs = collect(m.get(), "bufferization.dealloc");
  ASSERT_EQ(deallocs.size(), 1u);
  bufferization::DeallocOp d(deallocs[0]);
  // The argument (never owned: `false`) and the alloc (`true`); not the alloca.
  EXPECT_EQ(d.getMemrefs().size(), 2u);
  EXPECT_TRUE(d.getRetained().empty());
  EXPECT_EQ(matchConstantInt(d.getConditions()[0]), 0);
  EXPECT_EQ(matchConstantInt(d.getConditions()[1]), 1);
  // The dealloc is right before the return.
  EXPECT_EQ(deallocs[0]->getNextNode()->getName(), "func.return");
}

TEST(OwnershipBasedDeallocation, ReturnedArgumentIsCopiedAtRunTime) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(
func.func @f(%arg0: memref<2xf32>) -> memref<2xf32> {
  return %arg0 : memref<2xf32>
})");
  ASSERT_TRUE(m);
  ASSERT_TRUE(succeeded(runOnModule(m.get())));
  EXPECT_TRUE(succeeded(verify(m.get())));
  ASSERT_EQ(collect(m.get(), "scf.if").size(), 1u);
  EXPECT_EQ(collect(m.get(), "bufferization.clone").size(), 1u);
  Operation *ret = collect(m.get(), "func.return").front();
  EXPECT_EQ(ret->getOperand(0).getDefiningOp()->getName(), "scf.if");
}

TEST(OwnershipBasedDeallocation, ReturnedAllocationNeedsNoCopy) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(
func.func @f() -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  return %0 : memref<2xf32>
})");
  ASSERT_TRUE(m);
  ASSERT_TRUE(succeeded(runOnModule(m.get())));
  EXPECT_TRUE(collect(m.get(), "bufferization.clone").empty());
  EXPECT_TRUE(collect(m.get(), "scf.if").empty());
  bufferization::DeallocOp d(collect(m.get(), "bufferization.dealloc").front());
  ASSERT_EQ(d.getRetained().size(), 1u);
  EXPECT_EQ(d.getRetained()[0], collect(m.get(), "memref.alloc").front()->getResult(0));
}

TEST(OwnershipBasedDeallocation, BlockArgumentsGetOwnershipIndicators) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(
func.func @f(%c: i1, %arg1: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1(%0 : memref<2xf32>), ^bb1(%arg1 : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  memref.copy %x, %arg1 : memref<2xf32> to memref<2xf32>
  return
})");
  ASSERT_TRUE(m);
  ASSERT_TRUE(succeeded(runOnModule(m.get()))) << tc.diagnostics;
  EXPECT_TRUE(succeeded(verify(m.get()))) << printCustom(m.get());
  Block *bb1 = firstFunc(m.get())->getRegion(0).front().getNextNode();
  ASSERT_EQ(bb1->getNumArguments(), 2u);
  EXPECT_TRUE(bb1->getArgument(1).getType().isInteger(1));
  // Two deallocs before the cond_br (one per successor), one in ^bb1.
  EXPECT_EQ(collect(m.get(), "bufferization.dealloc").size(), 3u);
  Operation *condBr = collect(m.get(), "cf.cond_br").front();
  EXPECT_EQ(condBr->getNumOperands(), 5u);
}

TEST(OwnershipBasedDeallocation, LoopIterArgsCarryOwnership) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(
func.func @f(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>) {
  %1 = scf.for %i = %lb to %ub step %step iter_args(%it = %buf) -> memref<2xf32> {
    %3 = memref.alloc() : memref<2xf32>
    scf.yield %3 : memref<2xf32>
  }
  return
})");
  ASSERT_TRUE(m);
  ASSERT_TRUE(succeeded(runOnModule(m.get()))) << tc.diagnostics;
  EXPECT_TRUE(succeeded(verify(m.get()))) << printCustom(m.get());
  Operation *loop = collect(m.get(), "scf.for").front();
  EXPECT_EQ(loop->getNumResults(), 2u);
  EXPECT_EQ(loop->getNumOperands(), 5u);
  EXPECT_EQ(matchConstantInt(loop->getOperand(4)), 0);
  Operation *yield = loop->getRegion(0).front().getTerminator();
  EXPECT_EQ(yield->getNumOperands(), 2u);
  EXPECT_EQ(collect(m.get(), "bufferization.dealloc").size(), 2u);
}

TEST(OwnershipBasedDeallocation, PrivateFunctionDynamicOwnership) {
  TestContext tc;
  const char *text = R"(
func.func private @g() -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  return %0 : memref<2xf32>
}
func.func @f() {
  %0 = call @g() : () -> memref<2xf32>
  return
})";
  OwningOpRef m = parseAndVerify(tc, text);
  ASSERT_TRUE(m);
  DeallocationOptions options;
  options.privateFuncDynamicOwnership = true;
  ASSERT_TRUE(succeeded(runOnModule(m.get(), options))) << tc.diagnostics;
  EXPECT_TRUE(succeeded(verify(m.get()))) << printCustom(m.get());
  func::FuncOp g(firstFunc(m.get()));
  EXPECT_EQ(g.getNumResults(), 2u);
  Operation *call = collect(m.get(), "func.call").front();
  EXPECT_EQ(call->getNumResults(), 2u);
  bufferization::DeallocOp d(collect(m.get(), "bufferization.dealloc").back());
  EXPECT_EQ(d.getConditions()[0], call->getResult(1));

  // Without the option the ABI applies: one result, owned (`true`).
  TestContext tc2;
  OwningOpRef m2 = parseAndVerify(tc2, text);
  ASSERT_TRUE(succeeded(runOnModule(m2.get())));
  EXPECT_EQ(func::FuncOp(firstFunc(m2.get())).getNumResults(), 1u);
  EXPECT_EQ(collect(m2.get(), "func.call").front()->getNumResults(), 1u);
}

// ---- errors -------------------------------------------------------------------------------

struct ErrorCase {
  const char *name;
  const char *text;
  const char *message;
};

TEST(OwnershipBasedDeallocation, RejectsUnsupportedInputWithLocatedErrors) {
  const ErrorCase cases[] = {
      {"unknown effects",
       "func.func @f() {\n  %0 = memref.alloc() : memref<2xf32>\n  \"foo.op\"(%0) : (memref<2xf32>) -> ()\n  return\n}",
       "test.mlir:3:3: error: ops with unknown memory side effects are not supported"},
      {"memref.dealloc",
       "func.func @f() {\n  %0 = memref.alloc() : memref<2xf32>\n  memref.dealloc %0 : memref<2xf32>\n  return\n}",
       "test.mlir:3:3: error: memory free side-effect on MemRef value not supported!"},
      {"bufferization.dealloc",
       "func.func @f(%c: i1) {\n  %0 = memref.alloc() : memref<2xf32>\n  bufferization.dealloc (%0 : memref<2xf32>) if "
       "(%c)\n  return\n}",
       "test.mlir:3:3: error: No deallocation operations must be present when running this pass!"},
      {"cfg loop", "func.func @f(%c: i1) {\n  cf.br ^bb1\n^bb1:\n  cf.cond_br %c, ^bb1, ^bb2\n^bb2:\n  return\n}",
       "test.mlir:1:1: error: Only structured control-flow loops are supported."},
      {"realloc",
       "func.func @f() -> memref<4xf32> {\n  %0 = memref.alloc() : memref<2xf32>\n  %1 = memref.realloc %0 : "
       "memref<2xf32> to memref<4xf32>\n  return %1 : memref<4xf32>\n}",
       "test.mlir:3:8: error: memory free side-effect on MemRef value not supported!"},
  };
  for (const ErrorCase &c : cases) {
    TestContext tc;
    OwningOpRef m = parseAndVerify(tc, c.text);
    ASSERT_TRUE(m) << c.name << ": " << tc.diagnostics;
    EXPECT_TRUE(failed(runOnModule(m.get()))) << c.name;
    EXPECT_NE(tc.diagnostics.find(c.message), std::string::npos) << c.name << ":\n" << tc.diagnostics;
  }
}

// ---- no-leak invariant ------------------------------------------------------------------------

/// True if `v` is the source of an extract_strided_metadata feeding a
/// bufferization.dealloc, or is yielded by an scf op whose result is.
bool reachesDealloc(Value v) {
  for (OpOperand &use : v.getUses()) {
    Operation *user = use.getOwner();
    if (user->getName() == "memref.extract_strided_metadata")
      for (OpOperand &baseUse : user->getResult(0).getUses())
        if (baseUse.getOwner()->getName() == "bufferization.dealloc") return true;
    if (user->getName() == "scf.yield" && user->getParentOp()->getNumResults() > use.getOperandNumber() &&
        reachesDealloc(user->getParentOp()->getResult(use.getOperandNumber())))
      return true;
  }
  return false;
}

/// Every memref.alloc (or clone) result reaches a dealloc.
void expectEveryAllocationHandled(Operation *module) {
  std::vector<Operation *> allocs = collect(module, "memref.alloc");
  for (Operation *clone : collect(module, "bufferization.clone")) allocs.push_back(clone);
  for (Operation *alloc : allocs) EXPECT_TRUE(reachesDealloc(alloc->getResult(0))) << printCustom(alloc);
}

TEST(OwnershipBasedDeallocation, EveryAllocationReachesADealloc) {
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, R"(
func.func @f(%c: i1, %lb: index, %ub: index, %step: index, %arg: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.if %c -> memref<2xf32> {
    %2 = memref.alloc() : memref<2xf32>
    scf.yield %2 : memref<2xf32>
  } else {
    scf.yield %0 : memref<2xf32>
  }
  %3 = scf.for %i = %lb to %ub step %step iter_args(%it = %1) -> memref<2xf32> {
    %4 = memref.alloc() : memref<2xf32>
    memref.copy %it, %4 : memref<2xf32> to memref<2xf32>
    scf.yield %4 : memref<2xf32>
  }
  cf.cond_br %c, ^bb1(%3 : memref<2xf32>), ^bb1(%arg : memref<2xf32>)
^bb1(%r: memref<2xf32>):
  return %r : memref<2xf32>
})");
  ASSERT_TRUE(m);
  ASSERT_TRUE(succeeded(runOnModule(m.get()))) << tc.diagnostics;
  EXPECT_TRUE(succeeded(verify(m.get()))) << printCustom(m.get());
  expectEveryAllocationHandled(m.get());
}

TEST(OwnershipBasedDeallocation, ManyAllocationsLiveAcrossIf) {
  std::string text = "func.func @f(%c: i1) {\n";
  const int n = 3000;
  for (int i = 0; i < n; ++i) text += "  %a" + std::to_string(i) + " = memref.alloc() : memref<4xf32>\n";
  text += "  scf.if %c {\n";
  for (int i = 0; i < n; ++i) text += "    memref.copy %a" + std::to_string(i) + ", %a" + std::to_string((i + 1) % n) +
                                      " : memref<4xf32> to memref<4xf32>\n";
  text += "  }\n";
  for (int i = 0; i < n; i += 2) text += "  memref.copy %a" + std::to_string(i) + ", %a" + std::to_string(i + 1) +
                                         " : memref<4xf32> to memref<4xf32>\n";
  text += "  return\n}\n";
  TestContext tc;
  OwningOpRef m = parseAndVerify(tc, text);
  ASSERT_TRUE(m);
  ASSERT_TRUE(succeeded(runOnModule(m.get()))) << tc.diagnostics;
  std::vector<Operation *> deallocs = collect(m.get(), "bufferization.dealloc");
  ASSERT_EQ(deallocs.size(), 1u);
  EXPECT_EQ(bufferization::DeallocOp(deallocs[0]).getMemrefs().size(), static_cast<size_t>(n));
  expectEveryAllocationHandled(m.get());
}

}  // namespace
}  // namespace tbuf::dealloc
