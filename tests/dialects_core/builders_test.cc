// The typed views and builders of func/arith/math/cf: IR built with
// OpBuilder must verify and print as mlir-opt-22 prints the same IR (the
// expected text below is mlir-opt's output for itself), and the accessors
// must read back what the text says.
#include <gtest/gtest.h>

#include <string>

#include "dialects/arith/arith_ops.h"
#include "dialects/cf/cf_ops.h"
#include "dialects/func/func_ops.h"
#include "dialects/math/math_ops.h"
#include "ir/builder.h"
#include "ir/verifier/verifier.h"
#include "tests/dialects_core/dialects_core_test_util.h"

namespace tbuf::testing {
namespace {

constexpr std::string_view kBuilt = R"(module {
  func.func private @ext(f32) -> f32
  func.func @built(%arg0: i32 {test.arg}, %arg1: i32, %arg2: f32) -> (i32, f32) attributes {test.fn} {
    %c42_i32 = arith.constant 42 : i32
    %c0 = arith.constant 0 : index
    %cst = arith.constant 5.000000e-01 : f32
    %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
    %1 = arith.cmpi slt, %0, %c42_i32 : i32
    %2 = arith.select %1, %0, %c42_i32 : i32
    %3 = arith.mulf %arg2, %cst fastmath<fast> : f32
    %4 = arith.cmpf olt, %3, %cst : f32
    %5 = arith.sitofp %2 : i32 to f32
    %6 = arith.truncf %3 fastmath<nnan> : f32 to f16
    %7 = arith.index_cast %c0 : index to i32
    %8 = arith.trunci %7 overflow<nuw> : i32 to i8
    %9 = math.exp %5 : f32
    %10 = math.fma %9, %9, %3 : f32
    %11 = call @ext(%10) : (f32) -> f32
    %12 = arith.negf %11 : f32
    cf.cond_br %4, ^bb1(%2 : i32), ^bb2
  ^bb1(%13: i32):  // 2 preds: ^bb0, ^bb2
    cf.switch %13 : i32, [
      default: ^bb2,
      7: ^bb3(%13 : i32),
      4294967295: ^bb3(%0 : i32)
    ]
  ^bb2:  // 2 preds: ^bb0, ^bb1
    cf.br ^bb1(%arg1 : i32)
  ^bb3(%14: i32):  // 2 preds: ^bb1, ^bb1
    return %14, %12 : i32, f32
  }
}
)";

TEST(BuildersTest, BuildsWhatMlirOptPrints) {
  auto ctx = makeContext();
  Location loc = Location::unknown();
  OpBuilder b(ctx.get());
  OwningOpRef owner(ModuleOp::create(ctx.get(), loc));
  ModuleOp module(owner.get());
  b.setInsertionPointToEnd(module.getBody());
  Type i32 = b.getI32Type(), f32 = b.getF32Type();

  auto ext = b.create<func::FuncOp>(loc, "ext", b.getFunctionType({f32}, {f32}));
  ext.setPrivate();
  auto fn = b.create<func::FuncOp>(loc, "built", b.getFunctionType({i32, i32, f32}, {i32, f32}),
                                   ArrayRef<NamedAttribute>{{"test.fn", b.getUnitAttr()}});
  fn.setArgAttr(0, "test.arg", b.getUnitAttr());
  Block *entry = fn.addEntryBlock();
  Region &body = fn.getBody();
  Block *bb1 = b.createBlock(&body, nullptr, {i32}, {loc});
  Block *bb2 = b.createBlock(&body);
  Block *bb3 = b.createBlock(&body, nullptr, {i32}, {loc});

  b.setInsertionPointToEnd(entry);
  Value c42 = b.create<arith::ConstantIntOp>(loc, 42, 32);
  Value c0 = b.create<arith::ConstantIndexOp>(loc, 0);
  Value half = b.create<arith::ConstantFloatOp>(loc, FloatType::getF32(ctx.get()), 0.5);
  Value sum = b.create<arith::AddIOp>(loc, fn.getArgument(0), fn.getArgument(1), arith::IntegerOverflowFlags::nsw);
  Value lt = b.create<arith::CmpIOp>(loc, arith::CmpIPredicate::slt, sum, c42);
  Value sel = b.create<arith::SelectOp>(loc, lt, sum, c42);
  Value prod = b.create<arith::MulFOp>(loc, fn.getArgument(2), half, arith::FastMathFlags::fast);
  Value flt = b.create<arith::CmpFOp>(loc, arith::CmpFPredicate::OLT, prod, half);
  Value asFloat = b.create<arith::SIToFPOp>(loc, f32, sel);
  b.create<arith::TruncFOp>(loc, FloatType::getF16(ctx.get()), prod,
                            arith::FastMathFlags::nnan);
  Value idx = b.create<arith::IndexCastOp>(loc, i32, c0);
  b.create<arith::TruncIOp>(loc, b.getIntegerType(8), idx, arith::IntegerOverflowFlags::nuw);
  Value e = b.create<math::ExpOp>(loc, asFloat);
  Value fma = b.create<math::FmaOp>(loc, e, e, prod);
  Value called = b.create<func::CallOp>(loc, ext, std::vector<Value>{fma}).getResult();
  Value neg = b.create<arith::NegFOp>(loc, called);
  b.create<cf::CondBranchOp>(loc, flt, bb1, std::vector<Value>{sel}, bb2, std::vector<Value>{});

  b.setInsertionPointToEnd(bb1);
  Value arg = bb1->getArgument(0);
  b.create<cf::SwitchOp>(loc, arg, bb2, std::vector<Value>{}, std::vector<int64_t>{7, -1},
                         std::vector<Block *>{bb3, bb3},
                         std::vector<std::vector<Value>>{{arg}, {sum}});
  b.setInsertionPointToEnd(bb2);
  b.create<cf::BranchOp>(loc, bb1, std::vector<Value>{fn.getArgument(1)});
  b.setInsertionPointToEnd(bb3);
  b.create<func::ReturnOp>(loc, std::vector<Value>{bb3->getArgument(0), neg});

  DiagCollector diags(*ctx);
  ASSERT_TRUE(succeeded(verify(module))) << diags.joined();
  EXPECT_EQ(print(module), kBuilt);
}

/// Parses `text` (which must verify) into `owner` and returns the first op
/// named `name`.
Operation *findOp(OwningOpRef &owner, std::string_view name) {
  Operation *found = nullptr;
  owner->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (!found && op->getName() == name) found = op;
  });
  return found;
}

TEST(BuildersTest, ParsedIrReadsBackThroughViews) {
  auto ctx = makeContext();
  std::string diags;
  OwningOpRef module = parseAndVerify(*ctx, kBuilt, &diags);
  ASSERT_TRUE(module) << diags;

  auto fn = dyn_cast<func::FuncOp>(findOp(module, "func.func"));
  ASSERT_TRUE(fn);
  EXPECT_EQ(fn.getSymName(), "ext");
  EXPECT_TRUE(fn.isPrivate());
  EXPECT_TRUE(fn.isDeclaration());
  EXPECT_EQ(fn.getCallableRegion(), nullptr);

  auto call = dyn_cast<func::CallOp>(findOp(module, "func.call"));
  ASSERT_TRUE(call);
  EXPECT_EQ(call.getCallee(), "ext");
  EXPECT_EQ(call.resolveCallable(), fn);
  EXPECT_EQ(call.getCalleeType(), fn.getFunctionType());
  func::FuncOp built = call->getParentOfType<func::FuncOp>();
  EXPECT_EQ(built.getSymName(), "built");
  EXPECT_TRUE(built.isPublic());
  EXPECT_FALSE(built.isDeclaration());
  EXPECT_EQ(built.getNumArguments(), 3u);
  EXPECT_EQ(built.getNumResults(), 2u);
  EXPECT_TRUE(built.getArgAttr(0, "test.arg"));
  EXPECT_TRUE(built.getArgAttrs(1).empty());
  EXPECT_TRUE(built->hasAttr("test.fn"));

  auto add = dyn_cast<arith::AddIOp>(findOp(module, "arith.addi"));
  ASSERT_TRUE(add);
  EXPECT_EQ(add.getLhs(), built.getArgument(0));
  EXPECT_EQ(add.getRhs(), built.getArgument(1));
  EXPECT_EQ(add.getOverflowFlags(), arith::IntegerOverflowFlags::nsw);
  EXPECT_TRUE(add->hasTrait(OpTrait::Commutative));

  auto cmp = dyn_cast<arith::CmpIOp>(findOp(module, "arith.cmpi"));
  ASSERT_TRUE(cmp);
  EXPECT_EQ(cmp.getPredicate(), arith::CmpIPredicate::slt);
  EXPECT_EQ(cmp.getLhs(), add.getResult());
  auto cmpf = dyn_cast<arith::CmpFOp>(findOp(module, "arith.cmpf"));
  EXPECT_EQ(cmpf.getPredicate(), arith::CmpFPredicate::OLT);
  EXPECT_EQ(cmpf.getFastmath(), arith::FastMathFlags::none);
  auto mulf = dyn_cast<arith::MulFOp>(findOp(module, "arith.mulf"));
  EXPECT_EQ(mulf.getFastmath(), arith::FastMathFlags::fast);
  auto truncf = dyn_cast<arith::TruncFOp>(findOp(module, "arith.truncf"));
  EXPECT_EQ(truncf.getFastmath(), arith::FastMathFlags::nnan);
  EXPECT_FALSE(truncf.getRoundingmode().has_value());
  EXPECT_EQ(truncf.getIn(), mulf.getResult());

  auto constant = dyn_cast<arith::ConstantOp>(findOp(module, "arith.constant"));
  ASSERT_TRUE(constant);
  EXPECT_TRUE(isa<arith::ConstantIntOp>(constant.getOperation()));
  EXPECT_FALSE(isa<arith::ConstantIndexOp>(constant.getOperation()));
  EXPECT_EQ(arith::ConstantIntOp(constant).value(), 42);
  EXPECT_TRUE(constant->hasTrait(OpTrait::ConstantLike));

  auto select = dyn_cast<arith::SelectOp>(findOp(module, "arith.select"));
  EXPECT_EQ(select.getCondition(), cmp.getResult());
  EXPECT_EQ(select.getTrueValue(), add.getResult());

  auto condBr = dyn_cast<cf::CondBranchOp>(findOp(module, "cf.cond_br"));
  ASSERT_TRUE(condBr);
  EXPECT_EQ(condBr.getCondition(), cmpf.getResult());
  EXPECT_EQ(condBr.getTrueDestOperands().size(), 1u);
  EXPECT_EQ(condBr.getTrueDestOperands()[0], select.getResult());
  EXPECT_TRUE(condBr.getFalseDestOperands().empty());
  EXPECT_TRUE(condBr.getBranchWeights().empty());
  EXPECT_EQ(condBr.getTrueDest()->getNumArguments(), 1u);

  auto sw = dyn_cast<cf::SwitchOp>(findOp(module, "cf.switch"));
  ASSERT_TRUE(sw);
  EXPECT_EQ(sw.getCaseValues(), (std::vector<int64_t>{7, -1}));
  EXPECT_EQ(sw.getNumCases(), 2u);
  EXPECT_TRUE(sw.getDefaultOperands().empty());
  EXPECT_EQ(sw.getCaseOperands(1)[0], add.getResult());
  EXPECT_EQ(sw.getSuccessorOperands(1)[0], sw.getFlag());
  EXPECT_EQ(sw.getCaseDestination(0), sw.getCaseDestination(1));

  auto br = dyn_cast<cf::BranchOp>(findOp(module, "cf.br"));
  EXPECT_EQ(br.getDest(), condBr.getTrueDest());
  EXPECT_EQ(br.getDestOperands()[0], built.getArgument(1));

  auto ret = dyn_cast<func::ReturnOp>(findOp(module, "func.return"));
  EXPECT_EQ(ret.getNumOperands(), 2u);
  EXPECT_TRUE(ret->hasTrait(OpTrait::ReturnLike));

  auto fma = dyn_cast<math::FmaOp>(findOp(module, "math.fma"));
  ASSERT_TRUE(fma);
  EXPECT_EQ(fma.getA(), fma.getB());
  EXPECT_EQ(fma.getFastmathAttr().str(), "#arith.fastmath<none>");
}

TEST(BuildersTest, FuncAttributeEditing) {
  auto ctx = makeContext();
  std::string diags;
  OwningOpRef module = parseAndVerify(*ctx, R"(
func.func @f(%a: i32 {test.a}, %b: i32) -> (i32 {test.r}) {
  return %a : i32
}
)",
                                      &diags);
  ASSERT_TRUE(module) << diags;
  auto fn = dyn_cast<func::FuncOp>(findOp(module, "func.func"));
  OpBuilder b(ctx.get());
  fn.setArgAttr(1, "test.b", b.getI32IntegerAttr(3));
  EXPECT_EQ(fn.removeArgAttr(0, "test.a"), b.getUnitAttr());
  fn.removeResultAttr(0, "test.r");
  fn.setVisibility("nested");
  fn.setSymName("g");
  EXPECT_EQ(print(module.get()), R"(module {
  func.func nested @g(%arg0: i32, %arg1: i32 {test.b = 3 : i32}) -> i32 {
    return %arg0 : i32
  }
}
)");
  fn.removeArgAttr(1, "test.b");
  EXPECT_FALSE(fn->hasAttr("arg_attrs"));
  EXPECT_FALSE(fn->hasAttr("res_attrs"));
  fn.setPublic();
  EXPECT_FALSE(fn->hasAttr("sym_visibility"));
}

}  // namespace
}  // namespace tbuf::testing
