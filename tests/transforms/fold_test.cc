// Folding primitives and the OperationFolder: constant values of ConstantLike
// ops, fold hooks plus the commutative trait fold, the arith constant
// materializer, and the folder's deduplication and hoisting of constants
// (order, insertion region, erased locations), as MLIR's FoldUtils does.
#include <gtest/gtest.h>

#include "tests/transforms/test_dialect.h"
#include "transforms/fold_utils.h"
#include "transforms/folder.h"

namespace tbuf {
namespace {

using transforms_test::countOps;
using transforms_test::parse;
using transforms_test::registerTestOps;

struct FoldFixture {
  Context ctx;
  OwningOpRef module;
  explicit FoldFixture(const char *text) {
    registerTestOps(ctx);
    module = parse(ctx, text);
  }
  Block &body() { return module.get()->getRegion(0).front().front().getRegion(0).front(); }
  /// The ops of the test.func body, by name.
  std::vector<std::string> bodyNames() {
    std::vector<std::string> names;
    for (Operation &op : body()) {
      std::string name(op.getName());
      if (Attribute v = op.getAttr("value")) name += " " + std::to_string(v.cast<IntegerAttr>().getInt());
      names.push_back(name);
    }
    return names;
  }
};

TEST(FoldUtils, ConstantValuesAndTraitFolds) {
  FoldFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  %c = "test.constant"() <{value = 4 : i32}> : () -> i32
  %0 = "test.add"(%c, %a) : (i32, i32) -> i32
  %1 = "test.add"(%0, %c) : (i32, i32) -> i32
  "test.write"(%1) : (i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  Operation *c = &f.body().front();
  Operation *add0 = c->getNextNode();
  Operation *add1 = add0->getNextNode();
  EXPECT_EQ(getConstantValue(c), IntegerAttr::get(IntegerType::get(&f.ctx, 32), 4));
  EXPECT_EQ(getConstantValue(add0->getResult(0)), Attribute());
  EXPECT_EQ(getConstantValue(f.body().getArgument(0)), Attribute());

  // The hook does not fold (4 + x), but the Commutative trait moves the
  // constant last: an in-place fold (empty results).
  std::vector<OpFoldResult> results;
  EXPECT_TRUE(succeeded(foldOperation(add0, results)));
  EXPECT_TRUE(results.empty());
  EXPECT_EQ(add0->getOperand(0), f.body().getArgument(0));
  EXPECT_EQ(add0->getOperand(1), c->getResult(0));
  // Already in canonical order: nothing to do.
  EXPECT_TRUE(failed(foldOperation(add0, results)));
  EXPECT_TRUE(failed(foldOperation(add1, results)));
}

TEST(FoldUtils, ArithMaterializerChecksTypes) {
  Context ctx;
  OpBuilder b(&ctx);
  Block block;
  b.setInsertionPointToEnd(&block);
  IntegerType i32 = b.getI32Type();
  // arith.constant is not registered yet: nothing is created.
  EXPECT_EQ(materializeArithConstant(b, IntegerAttr::get(i32, 3), i32, Location::unknown()), nullptr);
  transforms_test::registerMlirStandIns(ctx);
  Operation *c = materializeArithConstant(b, IntegerAttr::get(i32, 3), i32, Location::unknown());
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->getName(), "arith.constant");
  EXPECT_EQ(c->getAttr("value"), IntegerAttr::get(i32, 3));
  EXPECT_EQ(c->getResult(0).getType(), i32);
  EXPECT_EQ(materializeArithConstant(b, IntegerAttr::get(i32, 3), b.getI64Type(), Location::unknown()), nullptr);
  EXPECT_EQ(materializeArithConstant(b, b.getStringAttr("x"), i32, Location::unknown()), nullptr);
  IntegerType si32 = IntegerType::get(&ctx, 32, Signedness::Signed);
  EXPECT_EQ(materializeArithConstant(b, IntegerAttr::get(si32, 3), si32, Location::unknown()), nullptr);
  Type f32 = b.getF32Type();
  EXPECT_NE(materializeArithConstant(b, FloatAttr::get(f32, 1.5), f32, Location::unknown()), nullptr);
  EXPECT_EQ(block.getNumOps(), 2u);
  // Without a registered materializer nothing is created.
  EXPECT_EQ(materializeConstant(b, "nodialect", IntegerAttr::get(i32, 3), i32, Location::unknown()), nullptr);
  registerConstantMaterializer(ctx, "mine", materializeArithConstant);
  EXPECT_NE(materializeConstant(b, "mine", IntegerAttr::get(i32, 3), i32, Location::unknown()), nullptr);
  registerDefaultConstantMaterializers(ctx);
  EXPECT_NE(materializeConstant(b, "tensor", IntegerAttr::get(i32, 3), i32, Location::unknown()), nullptr);
}

TEST(OperationFolder, InsertKnownConstantHoistsInMlirOrder) {
  FoldFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  "test.write"(%a) : (i32) -> ()
  %c1 = "test.constant"() <{value = 1 : i32}> : () -> i32
  %c2 = "test.constant"() <{value = 2 : i32}> : () -> i32
  "test.region"() ({
    %c5 = "test.constant"() <{value = 5 : i32}> : () -> i32
    %c7 = "test.constant"() <{value = 7 : i32}> : () -> i32
    %c1b = "test.constant"() <{value = 1 : i32}> : () -> i32
    "test.write"(%c5, %c7, %c1b) : (i32, i32, i32) -> ()
    "test.yield"() : () -> ()
  }) : () -> ()
  %c9 = "test.constant"() <{value = 9 : i32}> : () -> i32
  "test.write"(%c1, %c2, %c9) : (i32, i32, i32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  OperationFolder folder(&f.ctx);
  std::vector<Operation *> constants;
  f.module.get()->walk([&](Operation *op) {
    if (op->getName() == "test.constant") constants.push_back(op);
  });
  Location c2Loc = constants[1]->getLoc();
  std::vector<bool> kept;
  for (Operation *c : constants) kept.push_back(folder.insertKnownConstant(c));
  EXPECT_EQ(kept, std::vector<bool>({true, true, true, true, false, true}));
  // Each constant that is neither at the front nor right after a folder
  // constant moves to the very front: %c1 (after test.write), then %c2
  // (whose predecessor is still test.write), the nested ones and %c9.
  EXPECT_EQ(f.bodyNames(), std::vector<std::string>({"test.constant 9", "test.constant 7", "test.constant 5",
                                                     "test.constant 2", "test.constant 1", "test.write",
                                                     "test.region", "test.write", "test.return"}));
  std::vector<Operation *> body;
  for (Operation &op : f.body()) body.push_back(&op);
  // Constants leaving their block, and the one that absorbed %c1b, lose
  // their location; %c2 moved within its block and keeps its own.
  EXPECT_TRUE(body[1]->getLoc().isUnknown());
  EXPECT_TRUE(body[4]->getLoc().isUnknown());
  EXPECT_FALSE(body[3]->getLoc().isUnknown());
  EXPECT_EQ(body[3]->getLoc().line, c2Loc.line);
  // The nested write now uses the hoisted %c1.
  Operation &nestedWrite = body[6]->getRegion(0).front().front();
  EXPECT_EQ(nestedWrite.getOperand(2), body[4]->getResult(0));
  // Registering a folder constant again only re-hoists it if needed.
  EXPECT_TRUE(folder.insertKnownConstant(body[2]));
  EXPECT_EQ(&f.body().front(), body[0]);
}

TEST(OperationFolder, TryToFoldDeduplicatesAcrossRegions) {
  FoldFixture f(R"mlir(
"test.func"() <{sym_name = "f"}> ({
^bb0(%a: i32):
  %c2 = "test.constant"() <{value = 2 : i32}> : () -> i32
  %c3 = "test.constant"() <{value = 3 : i32}> : () -> i32
  %c1 = "test.constant"() <{value = 1 : i32}> : () -> i32
  %c4 = "test.constant"() <{value = 4 : i32}> : () -> i32
  "test.region"() ({
    %0 = "test.add"(%c2, %c3) : (i32, i32) -> i32
    "test.write"(%0) : (i32) -> ()
    "test.yield"() : () -> ()
  }) : () -> ()
  "test.region"() ({
    %1 = "test.add"(%c1, %c4) : (i32, i32) -> i32
    "test.write"(%1) : (i32) -> ()
    "test.yield"() : () -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(f.module);
  OperationFolder folder(&f.ctx);
  std::vector<Operation *> adds;
  f.module.get()->walk([&](Operation *op) {
    if (op->getName() == "test.add") adds.push_back(op);
  });
  ASSERT_EQ(adds.size(), 2u);
  bool inPlace = true;
  EXPECT_TRUE(succeeded(folder.tryToFold(adds[0], &inPlace)));
  EXPECT_FALSE(inPlace);
  EXPECT_TRUE(succeeded(folder.tryToFold(adds[1], &inPlace)));
  EXPECT_EQ(countOps(f.module.get(), "test.add"), 0);
  // One materialized 5 at the front of the isolated body, used by both.
  Operation &five = f.body().front();
  EXPECT_EQ(five.getAttr("value").cast<IntegerAttr>().getInt(), 5);
  EXPECT_TRUE(five.getLoc().isUnknown());
  EXPECT_TRUE(folder.isFolderOwnedConstant(&five));
  int uses = 0;
  for (OpOperand &use : five.getResult(0).getUses()) uses += use.getOwner()->getName() == "test.write";
  EXPECT_EQ(uses, 2);
  // A folder-owned constant is not folded again.
  EXPECT_TRUE(failed(folder.tryToFold(&five)));

  // getOrCreateConstant returns the same uniqued constant, and a new one
  // after the folder forgot it.
  Value again = folder.getOrCreateConstant(&f.body(), "test", five.getAttr("value"), five.getResult(0).getType());
  EXPECT_EQ(again, five.getResult(0));
  folder.clear();
  Value fresh = folder.getOrCreateConstant(&f.body(), "test", five.getAttr("value"), five.getResult(0).getType());
  EXPECT_NE(fresh, five.getResult(0));
  EXPECT_EQ(OperationFolder::getInsertionRegion(&f.body()), f.body().getParent());
}

}  // namespace
}  // namespace tbuf
