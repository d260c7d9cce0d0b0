// The C++ API of the scf ops: builders (the IR they build must verify and
// print as mlir-opt prints it), typed-view accessors and traits.
#include <gtest/gtest.h>

#include <string>

#include "dialects/scf/scf_ops.h"
#include "ir/builtin_ops.h"
#include "ir/parser/parser.h"
#include "ir/printer/printer.h"
#include "ir/verifier/verifier.h"
#include "tests/dialects_scf/test_util.h"

namespace tbuf {
namespace {

using ScfApiTest = testing::ModuleBuilderTest;

TEST_F(ScfApiTest, ForOpWithBodyBuilder) {
  std::vector<Value> v = source({b.getIndexType(), b.getIndexType(), b.getIndexType(), b.getF32Type()});
  std::vector<Value> inits{v[3]};
  Value ivSeen;
  auto loop = b.create<scf::ForOp>(loc, v[0], v[1], v[2], ValueRange(inits),
                                   [&](OpBuilder &nb, Location l, Value iv, ValueRange iterArgs) {
                                     ivSeen = iv;
                                     nb.create<scf::YieldOp>(l, iterArgs);
                                   });
  EXPECT_EQ(verifiedText(),
            "module {\n"
            "  %0:4 = \"test.source\"() : () -> (index, index, index, f32)\n"
            "  %1 = scf.for %arg0 = %0#0 to %0#1 step %0#2 iter_args(%arg1 = %0#3) -> (f32) {\n"
            "    scf.yield %arg1 : f32\n"
            "  }\n"
            "}\n");
  EXPECT_EQ(loop.getInductionVar(), ivSeen);
  EXPECT_EQ(loop.getLowerBound(), v[0]);
  EXPECT_EQ(loop.getUpperBound(), v[1]);
  EXPECT_EQ(loop.getStep(), v[2]);
  ASSERT_EQ(loop.getInitArgs().size(), 1u);
  EXPECT_EQ(loop.getInitArgs()[0], v[3]);
  ASSERT_EQ(loop.getNumRegionIterArgs(), 1u);
  BlockArgument iterArg = loop.getRegionIterArg(0);
  EXPECT_EQ(loop.getRegionIterArgs(), std::vector<Value>{iterArg});
  EXPECT_EQ(loop.getYieldedValues(), std::vector<Value>{iterArg});
  EXPECT_EQ(loop.getTiedLoopInit(iterArg), &loop->getOpOperand(3));
  EXPECT_EQ(loop.getTiedLoopResult(iterArg), loop->getResult(0));
  EXPECT_EQ(loop.getTiedLoopResult(&loop->getOpOperand(3)), loop->getResult(0));
  EXPECT_EQ(loop.getTiedLoopRegionIterArg(&loop->getOpOperand(3)), iterArg);
  EXPECT_EQ(loop.getTiedLoopRegionIterArg(loop->getResult(0)), iterArg);
  EXPECT_EQ(loop.getTiedLoopYieldedValue(iterArg), &loop.getYieldOp()->getOpOperand(0));
  EXPECT_EQ(loop.getTiedLoopInit(loop.getInductionVar()), nullptr);
  EXPECT_EQ(scf::getForInductionVarOwner(ivSeen), loop);
  EXPECT_FALSE(scf::getForInductionVarOwner(iterArg));
  EXPECT_FALSE(loop.getUnsignedCmp());
  EXPECT_FALSE(loop.getStaticTripCount());
}

TEST_F(ScfApiTest, ForOpImplicitTerminatorAndUnsigned) {
  std::vector<Value> v = source({b.getI32Type(), b.getI32Type(), b.getI32Type()});
  auto loop = b.create<scf::ForOp>(loc, v[0], v[1], v[2], ValueRange(), nullptr, /*unsignedCmp=*/true);
  EXPECT_TRUE(loop.getUnsignedCmp());
  ASSERT_TRUE(loop.getYieldOp());
  EXPECT_EQ(verifiedText(),
            "module {\n"
            "  %0:3 = \"test.source\"() : () -> (i32, i32, i32)\n"
            "  scf.for unsigned %arg0 = %0#0 to %0#1 step %0#2  : i32 {\n"
            "  }\n"
            "}\n");
}

TEST_F(ScfApiTest, ForOpStaticTripCount) {
  auto loop = parseAndFind<scf::ForOp>(R"(
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c10 = arith.constant 10 : index
    scf.for %i = %c0 to %c10 step %c3 {
    })");
  ASSERT_TRUE(loop);
  EXPECT_EQ(loop.getStaticTripCount(), std::optional<int64_t>(4));
  auto empty = parseAndFind<scf::ForOp>(R"(
    %c0 = arith.constant 0 : i8
    %m = arith.constant -1 : i8
    %c1 = arith.constant 1 : i8
    scf.for unsigned %i = %m to %c0 step %c1 : i8 {
    }
    scf.for %i = %m to %c0 step %c1 : i8 {
    })");
  ASSERT_TRUE(empty);
  // Unsigned: 255 to 0 runs zero times.
  EXPECT_EQ(empty.getStaticTripCount(), std::optional<int64_t>(0));
  auto second = scf::ForOp(empty->getNextNode());
  ASSERT_TRUE(second);
  EXPECT_EQ(second.getStaticTripCount(), std::optional<int64_t>(1));
}

TEST_F(ScfApiTest, IfOpBuilders) {
  std::vector<Value> v = source({b.getI1Type(), b.getI32Type()});
  auto noElse = b.create<scf::IfOp>(loc, v[0], false);
  EXPECT_TRUE(noElse.thenBlock());
  EXPECT_TRUE(noElse.thenYield());
  EXPECT_EQ(noElse.elseBlock(), nullptr);
  EXPECT_FALSE(noElse.elseYield());
  auto withElse = b.create<scf::IfOp>(loc, v[0], true);
  EXPECT_TRUE(withElse.elseYield());
  auto typed = b.create<scf::IfOp>(
      loc, v[0], [&](OpBuilder &nb, Location l) { nb.create<scf::YieldOp>(l, ValueRange({v[1]})); },
      [&](OpBuilder &nb, Location l) { nb.create<scf::YieldOp>(l, ValueRange({v[1]})); });
  ASSERT_EQ(typed->getNumResults(), 1u);
  EXPECT_EQ(typed->getResult(0).getType(), b.getI32Type());
  EXPECT_EQ(typed.getCondition(), v[0]);
  EXPECT_EQ(typed.thenYield().getResults()[0], v[1]);
  std::vector<Type> types{b.getI32Type()};
  auto empty = b.create<scf::IfOp>(loc, ArrayRef<Type>(types), v[0], true);
  // With results the builder leaves the terminators to the caller.
  EXPECT_TRUE(empty.thenBlock()->empty());
  b.setInsertionPointToEnd(empty.thenBlock());
  b.create<scf::YieldOp>(loc, ValueRange({v[1]}));
  b.setInsertionPointToEnd(empty.elseBlock());
  b.create<scf::YieldOp>(loc, ValueRange({v[1]}));
  EXPECT_EQ(verifiedText(),
            "module {\n"
            "  %0:2 = \"test.source\"() : () -> (i1, i32)\n"
            "  scf.if %0#0 {\n"
            "  }\n"
            "  scf.if %0#0 {\n"
            "  } else {\n"
            "  }\n"
            "  %1 = scf.if %0#0 -> (i32) {\n"
            "    scf.yield %0#1 : i32\n"
            "  } else {\n"
            "    scf.yield %0#1 : i32\n"
            "  }\n"
            "  %2 = scf.if %0#0 -> (i32) {\n"
            "    scf.yield %0#1 : i32\n"
            "  } else {\n"
            "    scf.yield %0#1 : i32\n"
            "  }\n"
            "}\n");
}

TEST_F(ScfApiTest, WhileOpBuilder) {
  std::vector<Value> v = source({b.getI1Type(), b.getI32Type()});
  std::vector<Value> inits{v[1]};
  std::vector<Type> results{b.getF32Type()};
  auto loop = b.create<scf::WhileOp>(
      loc, ArrayRef<Type>(results), ValueRange(inits),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        OperationState cast(&ctx, l, "test.cast");
        cast.addOperands(args);
        cast.addTypes({nb.getF32Type()});
        Value f = nb.create(cast)->getResult(0);
        nb.create<scf::ConditionOp>(l, v[0], ValueRange({f}));
      },
      [&](OpBuilder &nb, Location l, ValueRange) { nb.create<scf::YieldOp>(l, ValueRange({v[1]})); });
  EXPECT_EQ(verifiedText(),
            "module {\n"
            "  %0:2 = \"test.source\"() : () -> (i1, i32)\n"
            "  %1 = scf.while (%arg0 = %0#1) : (i32) -> f32 {\n"
            "    %2 = \"test.cast\"(%arg0) : (i32) -> f32\n"
            "    scf.condition(%0#0) %2 : f32\n"
            "  } do {\n"
            "  ^bb0(%arg0: f32):\n"
            "    scf.yield %0#1 : i32\n"
            "  }\n"
            "}\n");
  ASSERT_TRUE(loop.getConditionOp());
  EXPECT_EQ(loop.getConditionOp().getCondition(), v[0]);
  EXPECT_EQ(loop.getConditionOp().getArgs().size(), 1u);
  EXPECT_EQ(loop.getConditionOp().getParentOp(), loop);
  ASSERT_TRUE(loop.getYieldOp());
  EXPECT_EQ(loop.getYieldedValues(), std::vector<Value>{v[1]});
  EXPECT_EQ(loop.getBeforeArguments().size(), 1u);
  EXPECT_EQ(loop.getAfterArguments()[0].getType(), b.getF32Type());
  EXPECT_EQ(loop.getInits()[0], v[1]);
}

TEST_F(ScfApiTest, ExecuteRegionAndIndexSwitchBuilders) {
  std::vector<Value> v = source({b.getIndexType(), b.getI32Type()});
  std::vector<Type> types{b.getI32Type()};
  auto exec = b.create<scf::ExecuteRegionOp>(loc, ArrayRef<Type>(types), /*noInline=*/true);
  EXPECT_TRUE(exec.getNoInline());
  {
    OpBuilder::InsertionGuard g(b);
    b.createBlock(&exec.getRegion());
    b.create<scf::YieldOp>(loc, ValueRange({v[1]}));
  }
  std::vector<int64_t> cases{7};
  auto sw = b.create<scf::IndexSwitchOp>(loc, ArrayRef<Type>(types), v[0], ArrayRef<int64_t>(cases));
  EXPECT_EQ(sw.getNumCases(), 1u);
  EXPECT_EQ(sw.getCases()[0], 7);
  for (Region *r : {&sw.getDefaultRegion(), &sw.getCaseRegion(0)}) {
    OpBuilder::InsertionGuard g(b);
    b.createBlock(r);
    b.create<scf::YieldOp>(loc, ValueRange({v[1]}));
  }
  EXPECT_EQ(verifiedText(),
            "module {\n"
            "  %0:2 = \"test.source\"() : () -> (index, i32)\n"
            "  %1 = scf.execute_region -> i32 no_inline {\n"
            "    scf.yield %0#1 : i32\n"
            "  }\n"
            "  %2 = scf.index_switch %0#0 -> i32 \n"
            "  case 7 {\n"
            "    scf.yield %0#1 : i32\n"
            "  }\n"
            "  default {\n"
            "    scf.yield %0#1 : i32\n"
            "  }\n"
            "}\n");
}

TEST_F(ScfApiTest, ForallBuilders) {
  std::vector<Value> v = source({b.getIndexType(), RankedTensorType::get(&ctx, {8}, b.getF32Type())});
  Attribute zero = b.getIndexAttr(0), one = b.getIndexAttr(1), two = b.getIndexAttr(2);
  std::vector<Value> outs{v[1]};
  auto loop = b.create<scf::ForallOp>(loc, std::vector<OpFoldResult>{zero, v[0]},
                                      std::vector<OpFoldResult>{v[0], b.getIndexAttr(8)},
                                      std::vector<OpFoldResult>{two, one}, ValueRange(outs));
  auto normal = b.create<scf::ForallOp>(loc, std::vector<OpFoldResult>{v[0]}, ValueRange());
  EXPECT_EQ(verifiedText(),
            "module {\n"
            "  %0:2 = \"test.source\"() : () -> (index, tensor<8xf32>)\n"
            "  %1 = scf.forall (%arg0, %arg1) = (0, %0#0) to (%0#0, 8) step (2, 1) shared_outs(%arg2 = %0#1) "
            "-> (tensor<8xf32>) {\n"
            "    scf.forall.in_parallel {\n"
            "    }\n"
            "  }\n"
            "  scf.forall (%arg0) in (%0#0) {\n"
            "  }\n"
            "}\n");
  EXPECT_EQ(loop.getRank(), 2);
  EXPECT_FALSE(loop.isNormalized());
  EXPECT_TRUE(normal.isNormalized());
  std::vector<OpFoldResult> lbs = loop.getMixedLowerBound();
  ASSERT_EQ(lbs.size(), 2u);
  EXPECT_EQ(lbs[0].attr, zero);
  EXPECT_EQ(lbs[1].value, v[0]);
  EXPECT_EQ(loop.getStaticUpperBound()[1], 8);
  EXPECT_EQ(loop.getDynamicLowerBound().size(), 1u);
  EXPECT_EQ(loop.getDynamicUpperBound().size(), 1u);
  EXPECT_EQ(loop.getDynamicStep().size(), 0u);
  ASSERT_EQ(loop.getOutputs().size(), 1u);
  EXPECT_EQ(loop.getOutputs()[0], v[1]);
  EXPECT_EQ(loop.getNumDynamicControlOperands(), 2u);
  EXPECT_EQ(loop.getInductionVars().size(), 2u);
  std::vector<Value> outArgs = loop.getRegionOutArgs();
  ASSERT_EQ(outArgs.size(), 1u);
  BlockArgument outArg = outArgs[0].cast<BlockArgument>();
  OpOperand *outOperand = &loop->getOpOperand(2);
  EXPECT_EQ(loop.getTiedOpResult(outOperand), loop->getResult(0));
  EXPECT_EQ(loop.getTiedOpOperand(loop->getResult(0)), outOperand);
  EXPECT_EQ(loop.getTiedOpOperand(outArg), outOperand);
  EXPECT_EQ(loop.getTiedBlockArgument(outOperand), outArg);
  ASSERT_TRUE(loop.getTerminator());
  EXPECT_TRUE(loop.getTerminator().getYieldingOps().empty());
  EXPECT_FALSE(loop.getMapping());
}

TEST_F(ScfApiTest, ForallCombiningOpsAndNormalizedConstants) {
  auto loop = parseAndFind<scf::ForallOp>(R"(
    func.func @f(%t: tensor<8xf32>, %s: tensor<1xf32>, %n: index) -> tensor<8xf32> {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %0 = scf.forall (%i) = (%c0) to (%n) step (%c1) shared_outs(%o = %t) -> (tensor<8xf32>) {
        scf.forall.in_parallel {
          tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
        }
      } {mapping = [#gpu.thread<x>]}
      return %0 : tensor<8xf32>
    })");
  ASSERT_TRUE(loop);
  // Constant-valued bounds count: the loop prints in the `in` form.
  EXPECT_TRUE(loop.isNormalized());
  BlockArgument out = loop.getRegionOutArgs()[0].cast<BlockArgument>();
  std::vector<Operation *> combining = loop.getCombiningOps(out);
  ASSERT_EQ(combining.size(), 1u);
  EXPECT_EQ(combining[0]->getName(), "tensor.parallel_insert_slice");
  EXPECT_EQ(loop.getTerminator().getDests(), std::vector<Value>{out});
  ASSERT_TRUE(loop.getMapping());
  EXPECT_EQ(loop.getMapping().size(), 1u);
}

TEST_F(ScfApiTest, PrintingInvalidOpsDoesNotCrash) {
  // Structurally broken ops (they fail verification) still print, with all
  // their operands, instead of crashing in the custom printers.
  parsed = parseSourceString(ctx, R"(
    %a = "test.source"() : () -> index
    %m = "test.source"() : () -> memref<4xf32>
    "scf.for"(%a, %a, %a) ({
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.while"(%a) ({
      "scf.condition"() : () -> ()
    }, {
    }) : (index) -> ()
    "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>,
                      staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    }) : (index) -> ()
    "scf.if"(%a) ({
    }) : (index) -> ()
    "bufferization.to_tensor"() : () -> ()
    "bufferization.materialize_in_destination"(%m) : (memref<4xf32>) -> ()
    "bufferization.alloc_tensor"() : () -> ()
  )", "invalid.mlir");
  ASSERT_TRUE(parsed) << diags;
  EXPECT_TRUE(failed(verify(parsed.get())));
  std::string text = printToString(parsed.get());
  for (std::string_view name : {"scf.for", "scf.while", "scf.condition", "scf.forall", "scf.if",
                                "bufferization.to_tensor", "bufferization.materialize_in_destination",
                                "bufferization.alloc_tensor"})
    EXPECT_NE(text.find(name), std::string::npos) << name << " in\n" << text;
}

TEST_F(ScfApiTest, Traits) {
  auto def = [&](std::string_view name) { return ctx.lookupOp(name); };
  for (std::string_view loop :
       {"scf.for", "scf.if", "scf.while", "scf.execute_region", "scf.forall", "scf.index_switch"})
    EXPECT_TRUE(def(loop)->hasTrait(OpTrait::RecursiveMemoryEffects)) << loop;
  EXPECT_TRUE(def("scf.yield")->hasTrait(OpTrait::Terminator));
  EXPECT_TRUE(def("scf.yield")->hasTrait(OpTrait::ReturnLike));
  EXPECT_TRUE(def("scf.yield")->hasTrait(OpTrait::Pure));
  EXPECT_TRUE(def("scf.condition")->hasTrait(OpTrait::Terminator));
  EXPECT_FALSE(def("scf.condition")->hasTrait(OpTrait::ReturnLike));
  EXPECT_TRUE(def("scf.forall.in_parallel")->hasTrait(OpTrait::Terminator));
  EXPECT_TRUE(def("scf.forall.in_parallel")->hasTrait(OpTrait::NoTerminator));
  EXPECT_TRUE(def("scf.for")->hasTrait(OpTrait::SingleBlock));
  EXPECT_FALSE(def("scf.execute_region")->hasTrait(OpTrait::SingleBlock));
  EXPECT_EQ(def("scf.for")->inherentAttrs, std::vector<std::string>{"unsignedCmp"});
  EXPECT_TRUE(ctx.isDialectRegistered("scf"));
}

}  // namespace
}  // namespace tbuf
