// Unit tests of the IR core: uniquing, use lists, block/region structure,
// ordering, cloning, walking and erasure.
#include <gtest/gtest.h>

#include "ir/builder.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/ir_mapping.h"
#include "ir/rewriter.h"

namespace tbuf {
namespace {

TEST(Types, UniquedByStructure) {
  Context ctx;
  Type f32 = FloatType::getF32(&ctx);
  EXPECT_EQ(MemRefType::get({4, kDynamic}, f32), MemRefType::get({4, kDynamic}, f32));
  EXPECT_NE(MemRefType::get({4}, f32), MemRefType::get({5}, f32));
  EXPECT_NE(Type(RankedTensorType::get(&ctx, {4}, f32)), Type(MemRefType::get({4}, f32)));
  // Identity affine-map layouts are normalised away; integer 0 space is default.
  AffineMap id = AffineMap::getMultiDimIdentityMap(1, &ctx);
  EXPECT_EQ(MemRefType::get({4}, f32, AffineMapAttr::get(id), IntegerAttr::get(IntegerType::get(&ctx, 64), 0)),
            MemRefType::get({4}, f32));
  MemRefType m = MemRefType::get({4, 8}, f32);
  EXPECT_TRUE(m.isa<ShapedType>());
  EXPECT_TRUE(m.isa<BaseMemRefType>());
  EXPECT_FALSE(m.isa<TensorType>());
  EXPECT_EQ(m.getNumElements(), 32);
  std::vector<int64_t> strides;
  int64_t offset = -1;
  ASSERT_TRUE(succeeded(m.getStridesAndOffset(strides, offset)));
  EXPECT_EQ(strides, (std::vector<int64_t>{8, 1}));
  EXPECT_EQ(offset, 0);
  EXPECT_EQ(computeRowMajorStrides({kDynamic, 4, 2}), (std::vector<int64_t>{8, 2, 1}));
  EXPECT_EQ(computeRowMajorStrides({4, kDynamic, 2}), (std::vector<int64_t>{kDynamic, 2, 1}));
}

TEST(Attributes, IntegersTruncateAndDictionariesSort) {
  Context ctx;
  Type i8 = IntegerType::get(&ctx, 8);
  EXPECT_EQ(IntegerAttr::get(i8, 255).getInt(), -1);
  EXPECT_EQ(IntegerAttr::get(i8, 255).getUInt(), 255u);
  EXPECT_TRUE(BoolAttr::get(&ctx, true).isa<BoolAttr>());
  DictionaryAttr d = DictionaryAttr::get(&ctx, {{"z", UnitAttr::get(&ctx)}, {"a", BoolAttr::get(&ctx, false)}});
  ASSERT_EQ(d.getValue().size(), 2u);
  EXPECT_EQ(d.getValue()[0].name, "a");
  EXPECT_TRUE(d.get("z"));
  EXPECT_FALSE(d.get("q"));
  auto t = RankedTensorType::get(&ctx, {2}, i8);
  EXPECT_TRUE(DenseElementsAttr::getInts(t, {3, 3}).isSplat());
  EXPECT_FALSE(DenseElementsAttr::getInts(t, {3, 4}).isSplat());
  EXPECT_EQ(DenseElementsAttr::getInts(t, {3, 4}).getIntAt(1), 4);
}

TEST(Affine, SimplifiesLikeMlir) {
  Context ctx;
  AffineExpr d0 = getAffineDimExpr(0, &ctx), d1 = getAffineDimExpr(1, &ctx);
  AffineExpr c4 = getAffineConstantExpr(4, &ctx);
  EXPECT_EQ(c4 + d0, d0 + c4);
  EXPECT_EQ(d0 * 1, d0);
  EXPECT_EQ((d0 + 2) + 3, d0 + 5);
  EXPECT_EQ((d0 * 4 + d1).evaluate({2, 3}, {}), 11);
  EXPECT_EQ(getAffineConstantExpr(-7, &ctx).floorDiv(getAffineConstantExpr(2, &ctx)).getValue(), -4);
  EXPECT_TRUE(AffineMap::getMultiDimIdentityMap(3, &ctx).isIdentity());
  EXPECT_TRUE(AffineMap::getPermutationMap({1, 0}, &ctx).isPermutation());
}

struct Fixture : ::testing::Test {
  Context ctx;
  Type i32 = IntegerType::get(&ctx, 32);
  Operation *make(std::string_view name, std::vector<Value> operands, std::vector<Type> results,
                  unsigned regions = 0) {
    OperationState st(&ctx, Location::unknown(), name);
    st.addOperands(operands);
    st.addTypes(results);
    for (unsigned i = 0; i < regions; ++i) st.addRegion();
    return Operation::create(st);
  }
};

TEST_F(Fixture, UseListsAndReplaceAllUses) {
  OwningOpRef module = ModuleOp::create(&ctx, Location::unknown()).getOperation();
  Block *body = ModuleOp(module.get()).getBody();
  Operation *a = make("test.a", {}, {i32});
  Operation *b = make("test.b", {}, {i32});
  body->push_back(a);
  body->push_back(b);
  Operation *user1 = make("test.use", {a->getResult(0), a->getResult(0)}, {});
  Operation *user2 = make("test.use", {a->getResult(0)}, {});
  body->push_back(user1);
  body->push_back(user2);
  EXPECT_EQ(a->getResult(0).getUsers().size(), 3u);
  EXPECT_EQ(user1->getOpOperand(1).getOperandNumber(), 1u);
  a->getResult(0).replaceAllUsesWith(b->getResult(0));
  EXPECT_TRUE(a->use_empty());
  EXPECT_EQ(b->getResult(0).getUsers().size(), 3u);
  EXPECT_EQ(user1->getOperand(0), b->getResult(0));
  user1->setOperands({a->getResult(0)});
  EXPECT_EQ(b->getResult(0).getUsers().size(), 1u);
  user1->insertOperands(0, {b->getResult(0)});
  EXPECT_EQ(user1->getNumOperands(), 2u);
  EXPECT_EQ(user1->getOperand(1), a->getResult(0));
  user1->eraseOperands(0);
  EXPECT_EQ(b->getResult(0).getUsers().size(), 1u);
  EXPECT_FALSE(a->getResult(0).getDefiningOp()->getNextNode() == nullptr);
}

// Moving an op to where it already is (after its own predecessor, before
// itself) leaves the block as it was; other moves reorder it.
TEST_F(Fixture, MovesInPlaceKeepTheBlock) {
  OwningOpRef module = ModuleOp::create(&ctx, Location::unknown()).getOperation();
  Block *body = ModuleOp(module.get()).getBody();
  Operation *a = make("test.a", {}, {});
  Operation *b = make("test.b", {}, {});
  Operation *c = make("test.c", {}, {});
  body->push_back(a);
  body->push_back(b);
  body->push_back(c);
  auto order = [&] {
    std::string names;
    for (Operation &op : *body) names += std::string(op.getName()) + " ";
    return names;
  };
  b->moveAfter(a);
  b->moveBefore(b);
  b->moveAfter(b);
  b->moveBefore(c);
  EXPECT_EQ(order(), "test.a test.b test.c ");
  EXPECT_EQ(a->getNextNode(), b);
  EXPECT_EQ(c->getPrevNode(), b);
  a->moveAfter(c);
  EXPECT_EQ(order(), "test.b test.c test.a ");
  a->moveBefore(b);
  EXPECT_EQ(order(), "test.a test.b test.c ");
  EXPECT_EQ(c->getNextNode(), nullptr);
}

// An op lives in one heap block with its results, regions and operands; an
// operand list that grows past its creation size moves to its own array and
// may come back. Use lists, results and regions must be unaffected throughout
// (run under --config=asan to check the memory handling as well).
TEST_F(Fixture, OperandListGrowsAndShrinksAroundItsInlineStorage) {
  OwningOpRef module = ModuleOp::create(&ctx, Location::unknown()).getOperation();
  Block *body = ModuleOp(module.get()).getBody();
  Operation *a = make("test.a", {}, {i32, i32});
  body->push_back(a);
  Value a0 = a->getResult(0), a1 = a->getResult(1);
  Operation *user = make("test.use", {a0, a1}, {i32}, /*regions=*/2);
  body->push_back(user);
  user->getRegion(1).push_back(new Block());
  Operation *inner = make("test.inner", {user->getResult(0)}, {});
  user->getRegion(1).front().push_back(inner);

  // Grow past the two inline slots (moves to a separate array).
  user->setOperands({a0, a1, a0, a1, a0});
  EXPECT_EQ(user->getNumOperands(), 5u);
  EXPECT_EQ(a0.getUsers().size(), 3u);
  EXPECT_EQ(a1.getUsers().size(), 2u);
  EXPECT_EQ(user->getOpOperand(4).getOperandNumber(), 4u);
  // Grow again while on the heap, then shrink back into the inline slots.
  user->insertOperands(1, {a1});
  EXPECT_EQ(user->getNumOperands(), 6u);
  EXPECT_EQ(user->getOperand(1), a1);
  user->setOperands({a1});
  EXPECT_EQ(user->getNumOperands(), 1u);
  EXPECT_TRUE(a0.use_empty());
  EXPECT_EQ(a1.getUsers().size(), 1u);
  EXPECT_EQ(user->getOpOperand(0).getOwner(), user);
  // The op's own results, regions and nested uses are untouched.
  EXPECT_EQ(user->getNumRegions(), 2u);
  EXPECT_EQ(user->getRegion(1).getParentOp(), user);
  EXPECT_EQ(inner->getParentOp(), user);
  EXPECT_EQ(user->getResult(0).getUsers().size(), 1u);
  EXPECT_EQ(user->getResult(0).getDefiningOp(), user);
  user->eraseOperands(0);
  EXPECT_EQ(user->getNumOperands(), 0u);
  EXPECT_TRUE(a1.use_empty());
  // Erasing ops returns their single block; nested ops go with their parent.
  inner->erase();
  user->erase();
  EXPECT_EQ(body->getNumOps(), 1u);
}

TEST_F(Fixture, OrderingSurvivesInsertionsInTheMiddle) {
  auto *block = new Block();
  std::vector<Operation *> ops;
  for (int i = 0; i < 10; ++i) {
    ops.push_back(make("test.op", {}, {}));
    block->push_back(ops.back());
  }
  EXPECT_TRUE(ops[2]->isBeforeInBlock(ops[7]));
  // Insert many ops at the same place: indices run out of gap and renumber.
  Operation *last = ops[5];
  for (int i = 0; i < 40; ++i) {
    Operation *n = make("test.mid", {}, {});
    block->insertBefore(last, n);
    EXPECT_TRUE(ops[4]->isBeforeInBlock(n));
    EXPECT_TRUE(n->isBeforeInBlock(last));
    last = n;
  }
  EXPECT_EQ(block->getNumOps(), 50u);
  delete block;
}

TEST_F(Fixture, CloneRemapsNestedUsesAndForwardReferences) {
  Operation *outer = make("test.region_op", {}, {i32}, 1);
  Region &r = outer->getRegion(0);
  auto *entry = new Block();
  auto *second = new Block();
  r.push_back(entry);
  r.push_back(second);
  BlockArgument arg = entry->addArgument(i32, Location::unknown());
  // entry uses a value defined in `second` (a forward reference in list order).
  Operation *def = make("test.def", {arg}, {i32});
  second->push_back(def);
  entry->push_back(make("test.use", {def->getResult(0)}, {}));
  IRMapping mapping;
  Operation *copy = outer->clone(mapping);
  Region &cr = copy->getRegion(0);
  ASSERT_EQ(cr.getNumBlocks(), 2u);
  Operation &cUse = cr.front().front();
  Operation &cDef = cr.back().front();
  EXPECT_EQ(cUse.getOperand(0), cDef.getResult(0));
  EXPECT_EQ(cDef.getOperand(0), cr.front().getArgument(0));
  EXPECT_EQ(mapping.lookupOrNull(outer->getResult(0)), copy->getResult(0));
  copy->erase();
  outer->erase();
}

TEST_F(Fixture, WalkOrdersAndErasure) {
  Operation *outer = make("test.outer", {}, {}, 1);
  auto *b = new Block();
  outer->getRegion(0).push_back(b);
  for (int i = 0; i < 3; ++i) b->push_back(make("test.inner", {}, {}));
  std::vector<std::string> pre, post;
  outer->walk<WalkOrder::PreOrder>([&](Operation *op) { pre.push_back(std::string(op->getName())); });
  outer->walk([&](Operation *op) { post.push_back(std::string(op->getName())); });
  EXPECT_EQ(pre.front(), "test.outer");
  EXPECT_EQ(post.back(), "test.outer");
  int seen = 0;
  outer->walk([&](Operation *op) -> WalkResult {
    ++seen;
    return op->getName() == "test.inner" ? WalkResult::interrupt() : WalkResult::advance();
  });
  EXPECT_EQ(seen, 1);
  // Post-order walks may erase the visited op.
  outer->walk([&](Operation *op) {
    if (op->getName() == "test.inner") op->erase();
  });
  EXPECT_TRUE(b->empty());
  outer->erase();
}

TEST_F(Fixture, RewriterReplacesAndInlines) {
  OwningOpRef module = ModuleOp::create(&ctx, Location::unknown()).getOperation();
  Block *body = ModuleOp(module.get()).getBody();
  Operation *a = make("test.a", {}, {i32});
  body->push_back(a);
  Operation *use = make("test.use", {a->getResult(0)}, {});
  body->push_back(use);
  IRRewriter rewriter(&ctx);
  rewriter.setInsertionPoint(use);
  OperationState cState(&ctx, Location::unknown(), "test.c");
  Operation *c = rewriter.create(cState);
  (void)c;
  OperationState st(&ctx, Location::unknown(), "test.b");
  st.addTypes({i32});
  rewriter.setInsertionPoint(a);
  Operation *b = rewriter.create(st);
  rewriter.replaceOp(a, b->getResults().vec());
  EXPECT_EQ(use->getOperand(0), b->getResult(0));
  EXPECT_EQ(&body->front(), b);
  Block *tail = rewriter.splitBlock(body, use);
  EXPECT_EQ(tail->getNumOps(), 1u);
  rewriter.mergeBlocks(tail, body);
  EXPECT_EQ(body->getNumOps(), 3u);
}

TEST_F(Fixture, BlocksCountTheirOpsWithSuccessors) {
  // The count every insertion and removal keeps (the verifier relies on it
  // to skip looking for misplaced branches).
  OwningOpRef holder = make("test.holder", {}, {}, 1);
  Region &region = holder.get()->getRegion(0);
  auto *entry = new Block();
  auto *target = new Block();
  region.push_back(entry);
  region.push_back(target);
  auto branch = [&] {
    OperationState st(&ctx, Location::unknown(), "test.br");
    st.addSuccessors({target});
    return Operation::create(st);
  };
  Operation *a = make("test.a", {}, {});
  entry->push_back(a);
  EXPECT_EQ(entry->getNumOpsWithSuccessors(), 0u);
  Operation *br1 = branch();
  entry->push_back(br1);
  Operation *br2 = branch();
  entry->insertBefore(a, br2);
  EXPECT_EQ(entry->getNumOpsWithSuccessors(), 2u);
  br2->moveBefore(target, nullptr);
  EXPECT_EQ(entry->getNumOpsWithSuccessors(), 1u);
  EXPECT_EQ(target->getNumOpsWithSuccessors(), 1u);
  Block *tail = entry->splitBlock(br1);
  EXPECT_EQ(entry->getNumOpsWithSuccessors(), 0u);
  EXPECT_EQ(tail->getNumOpsWithSuccessors(), 1u);
  entry->splice(nullptr, tail);
  EXPECT_EQ(entry->getNumOpsWithSuccessors(), 1u);
  EXPECT_EQ(tail->getNumOpsWithSuccessors(), 0u);
  br1->erase();
  EXPECT_EQ(entry->getNumOpsWithSuccessors(), 0u);
  br2->erase();
  EXPECT_EQ(target->getNumOpsWithSuccessors(), 0u);
}

TEST(Diagnostics, HeldDiagnosticsAreReleasedInOrderOrDropped) {
  Context ctx;
  DiagnosticEngine &engine = ctx.getDiagEngine();
  std::vector<std::string> handled;
  engine.setHandler([&](const Diagnostic &d) { handled.push_back(d.message); });
  auto emit = [&](std::string_view message, Severity severity = Severity::Error) {
    InFlightDiagnostic(&engine, Location::unknown(), severity) << message;
  };
  {
    HeldDiagnostics held(engine);
    LogicalResult r = held.capture([&] {
      emit("first");
      emit("a warning", Severity::Warning);
      return failure();
    });
    EXPECT_TRUE(failed(r));
    EXPECT_TRUE(handled.empty());
    EXPECT_EQ(engine.getNumErrors(), 0u);
    // Outside a capture diagnostics go through at once.
    emit("direct");
    // A nested capture that releases hands its diagnostics to the outer one;
    // what the inner one emits outside its captures is the outer one's too.
    EXPECT_TRUE(succeeded(held.capture([&] {
      HeldDiagnostics inner(engine);
      EXPECT_TRUE(succeeded(inner.capture([&] {
        emit("inner");
        return success();
      })));
      emit("between");
      inner.release();
      return success();
    })));
    EXPECT_EQ(handled, (std::vector<std::string>{"direct"}));
    held.release();
    EXPECT_EQ(handled, (std::vector<std::string>{"direct", "first", "a warning", "between", "inner"}));
    EXPECT_EQ(engine.getNumErrors(), 4u);
    EXPECT_TRUE(held.empty());
    emit("after release");
    EXPECT_EQ(handled.back(), "after release");
  }
  {
    HeldDiagnostics dropped(engine);
    EXPECT_TRUE(failed(dropped.capture([&] {
      emit("never reported");
      return failure();
    })));
  }
  emit("handler restored");
  EXPECT_EQ(handled.size(), 7u);
  EXPECT_EQ(handled.back(), "handler restored");
  EXPECT_EQ(engine.getNumErrors(), 6u);
}

}  // namespace
}  // namespace tbuf
