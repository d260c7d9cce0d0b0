// Unit tests of the shortcuts op creation takes: the per-view definition
// slots of the context (OpBuilder::create<OpT>), OperationState::reset, the
// empty-dictionary fast path of DictionaryAttr, one-entry dictionaries, dictionaries
// built from unsorted lists, and the cached builtin types. Each shortcut must
// give exactly what the general path gives.
#include <gtest/gtest.h>

#include "ir/builder.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"

namespace tbuf {
namespace {

class SlotTestOp : public OpView {
  TBUF_OP_VIEW(SlotTestOp, "test.slot_op")
  static void build(OpBuilder &, OperationState &state, Type type) { state.addTypes({type}); }
};

TEST(OpCreationCaches, ViewSlotFollowsRegistrationAndContext) {
  Context ctx;
  OpBuilder b(&ctx);
  Type i32 = b.getI32Type();
  // Not registered yet: the op is opaque, as OpBuilder::create(state) makes it.
  Operation *first = b.create<SlotTestOp>(Location::unknown(), i32);
  EXPECT_FALSE(first->isRegistered());
  EXPECT_EQ(first->getName(), "test.slot_op");
  EXPECT_EQ(first->getDef(), ctx.getOrCreateUnregisteredOp("test.slot_op"));

  // Registering updates the same definition in place: the cached slot sees it.
  OpDefinition def;
  def.name = "test.slot_op";
  ctx.registerOp(std::move(def));
  Operation *second = b.create<SlotTestOp>(Location::unknown(), i32);
  EXPECT_TRUE(second->isRegistered());
  EXPECT_EQ(second->getDef(), first->getDef());
  EXPECT_EQ(second->getDef(), ctx.lookupOp("test.slot_op"));

  // Another context has its own definitions.
  Context other;
  OpBuilder ob(&other);
  Operation *third = ob.create<SlotTestOp>(Location::unknown(), ob.getI32Type());
  EXPECT_NE(third->getDef(), first->getDef());
  EXPECT_EQ(third->getContext(), &other);
  EXPECT_FALSE(third->isRegistered());

  for (Operation *op : {first, second, third}) op->erase();  // detached: no insertion point
}

TEST(OpCreationCaches, OperationStateResetGivesAFreshState) {
  Context ctx;
  OpBuilder b(&ctx);
  const OpDefinition *def = ctx.getOrCreateUnregisteredOp("test.a");
  OperationState state(Location::unknown(), def);
  EXPECT_EQ(state.name, "test.a");
  EXPECT_EQ(state.def, def);
  EXPECT_EQ(state.context, &ctx);
  state.addTypes({b.getIndexType()});
  state.addAttribute("x", b.getUnitAttr());
  state.addRegion();
  const OpDefinition *next = ctx.getOrCreateUnregisteredOp("test.longer_name_than_sso_buffer");
  state.reset(Location::unknown(), next);
  EXPECT_EQ(state.name, "test.longer_name_than_sso_buffer");
  EXPECT_EQ(state.def, next);
  EXPECT_TRUE(state.types.empty());
  EXPECT_TRUE(state.operands.empty());
  EXPECT_TRUE(state.attributes.empty());
  EXPECT_TRUE(state.regions.empty());
  EXPECT_TRUE(state.successors.empty());
  Operation *op = Operation::create(state);
  EXPECT_EQ(op->getDef(), next);
  EXPECT_EQ(op->getNumResults(), 0u);
  op->erase();
}

TEST(OpCreationCaches, DictionaryFastPathsMatchTheGeneralPath) {
  Context ctx;
  OpBuilder b(&ctx);
  Attribute one = b.getI64IntegerAttr(1), two = b.getI64IntegerAttr(2), unit = b.getUnitAttr();

  DictionaryAttr empty = DictionaryAttr::get(&ctx, {});
  EXPECT_EQ(empty, ctx.getEmptyDictionary());
  EXPECT_EQ(DictionaryAttr::getFromRange(&ctx, {}), empty);

  // One entry: the (name, value) memo and the general key agree, also when
  // the one entry results from dropping a duplicate.
  DictionaryAttr single = DictionaryAttr::get(&ctx, {{"x", one}});
  EXPECT_EQ(DictionaryAttr::getFromRange(&ctx, std::vector<NamedAttribute>{{"x", one}}), single);
  EXPECT_EQ(DictionaryAttr::get(&ctx, {{"x", one}, {"x", two}}), single);
  EXPECT_NE(DictionaryAttr::get(&ctx, {{"x", two}}), single);
  EXPECT_NE(DictionaryAttr::get(&ctx, {{"y", one}}), single);

  // Unsorted with a duplicate: sorted by name, the first duplicate kept, and
  // the caller's list left alone.
  std::vector<NamedAttribute> unsorted{{"b", one}, {"a", unit}, {"b", two}, {"c", two}};
  DictionaryAttr dict = DictionaryAttr::getFromRange(&ctx, unsorted);
  ASSERT_EQ(dict.getValue().size(), 3u);
  EXPECT_EQ(dict.getValue()[0].name, "a");
  EXPECT_EQ(dict.getValue()[1].name, "b");
  EXPECT_EQ(dict.getValue()[1].value, one);
  EXPECT_EQ(dict.getValue()[2].name, "c");
  EXPECT_EQ(unsorted[0].name, "b");
  EXPECT_EQ(dict, DictionaryAttr::get(&ctx, {{"a", unit}, {"b", one}, {"c", two}}));
  EXPECT_EQ(dict, DictionaryAttr::get(&ctx, unsorted));

  // Look-ups: the short scan and the binary search of large dictionaries.
  EXPECT_EQ(dict.get("b"), one);
  EXPECT_FALSE(dict.get("bb"));
  EXPECT_FALSE(dict.get(""));
  std::vector<NamedAttribute> many;
  for (char c = 'p'; c >= 'a'; --c) many.push_back({std::string(1, c) + "_attr", c % 2 ? one : two});
  DictionaryAttr large = DictionaryAttr::get(&ctx, many);
  ASSERT_EQ(large.getValue().size(), 16u);
  EXPECT_EQ(large.get("a_attr"), one);
  EXPECT_EQ(large.get("p_attr"), two);
  EXPECT_FALSE(large.get("q_attr"));
  EXPECT_FALSE(large.get("a"));
}

TEST(OpCreationCaches, CachedBuiltinTypesAreTheUniquedOnes) {
  Context ctx;
  IntegerType i32 = IntegerType::get(&ctx, 32);
  EXPECT_EQ(i32, IntegerType::get(&ctx, 32, Signedness::Signless));
  EXPECT_EQ(i32.getWidth(), 32u);
  EXPECT_NE(Type(i32), Type(IntegerType::get(&ctx, 32, Signedness::Signed)));
  EXPECT_NE(Type(IntegerType::get(&ctx, 32, Signedness::Signed)), Type(IntegerType::get(&ctx, 32, Signedness::Unsigned)));
  EXPECT_EQ(IntegerType::get(&ctx, 7), IntegerType::get(&ctx, 7));
  EXPECT_NE(Type(IntegerType::get(&ctx, 1)), Type(IntegerType::get(&ctx, 8)));
  EXPECT_EQ(IndexType::get(&ctx), IndexType::get(&ctx));
  EXPECT_EQ(NoneType::get(&ctx), NoneType::get(&ctx));
  EXPECT_EQ(FloatType::getF32(&ctx), FloatType::get(&ctx, FloatKind::F32));
  EXPECT_NE(Type(FloatType::get(&ctx, FloatKind::F16)), Type(FloatType::get(&ctx, FloatKind::BF16)));
  EXPECT_EQ(FloatType::get(&ctx, FloatKind::F64).getWidth(), 64u);
  // Per context.
  Context other;
  EXPECT_NE(Type(IndexType::get(&ctx)), Type(IndexType::get(&other)));
  EXPECT_EQ(IndexType::get(&other).getContext(), &other);
}

}  // namespace
}  // namespace tbuf
