// Analysis answers of the scf models, as MLIR 22's models give them: which
// operands are read / written, which values alias and how (Equivalent /
// Unknown, definite / maybe), writability of region arguments, in-place
// requirements of terminators, repetitive and parallel regions, and the
// errors of verifyAnalysis (messages of mlir-opt-22).
#include <gmock/gmock.h>

#include "dialects/scf/scf_ops.h"
#include "scf_test_fixture.h"

namespace tbuf::bufferization::scf_testing {
namespace {

using ::testing::HasSubstr;
using R = BufferRelation;

class ScfAnalysisTest : public ScfModelTest {};

constexpr std::string_view kLoops = R"mlir(
func.func @f(%t: tensor<4xf32>, %n: index, %f: f32) -> () {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %x = linalg.fill ins(%f : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } {tag = "static_no_read"}
  %r1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %x = linalg.fill ins(%f : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } {tag = "dynamic_no_read"}
  %r2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %x = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } {tag = "static_read"}
  %r3 = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %x = linalg.fill ins(%f : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } {tag = "zero_trip"}
  return
}
)mlir";

TEST_F(ScfAnalysisTest, ForInitArgsAreWrittenAndReadIfTheLoopMayNotRunOrReadsThem) {
  parse(kLoops);
  AnalysisState state(options);
  auto readWrite = [&](std::string_view tag) {
    OpOperand &init = op(tag)->getOpOperand(3);
    return std::pair{state.bufferizesToMemoryRead(init), state.bufferizesToMemoryWrite(init)};
  };
  // linalg.fill does not read its init: the loop reads %t only if it may
  // run zero times (then %r is %t).
  EXPECT_EQ(readWrite("static_no_read"), std::pair(false, true));
  EXPECT_EQ(readWrite("dynamic_no_read"), std::pair(true, true));
  EXPECT_EQ(readWrite("zero_trip"), std::pair(true, true));
  EXPECT_EQ(readWrite("static_read"), std::pair(true, true));
}

TEST_F(ScfAnalysisTest, ForResultIsEquivalentOnlyWhenTheYieldIsEquivalentToTheIterArg) {
  parse(kLoops);
  scf::ForOp forOp(op("static_read"));
  OpOperand &init = forOp->getOpOperand(3);
  {
    EquivalenceState state(options);
    AliasingValueList aliases = state.getAliasingValues(init);
    ASSERT_EQ(aliases.size(), 1u);
    EXPECT_EQ(aliases[0].value, Value(forOp->getResult(0)));
    EXPECT_EQ(aliases[0].relation, R::Unknown);
    EXPECT_FALSE(aliases[0].isDefinite);
  }
  EquivalenceState state(options);
  state.addEquivalence(forOp.getRegionIterArg(0), forOp.getYieldedValues()[0]);
  AliasingValueList aliases = state.getAliasingValues(init);
  ASSERT_EQ(aliases.size(), 1u);
  EXPECT_EQ(aliases[0].relation, R::Equivalent);
  EXPECT_TRUE(aliases[0].isDefinite);
  // The inverse query finds the init_arg; control operands alias nothing.
  AliasingOpOperandList operands = state.getAliasingOpOperands(forOp->getResult(0));
  ASSERT_EQ(operands.size(), 1u);
  EXPECT_EQ(operands[0].opOperand, &init);
  EXPECT_TRUE(model(forOp)->getAliasingValues(forOp, forOp->getOpOperand(0), state).empty());
  // Iter args are always writable; the body is a repetitive region.
  EXPECT_TRUE(state.isWritable(forOp.getRegionIterArg(0)));
  EXPECT_TRUE(model(forOp)->isRepetitiveRegion(forOp, 0));
  EXPECT_FALSE(model(forOp)->isParallelRegion(forOp, 0));
  EXPECT_FALSE(model(forOp)->mustBufferizeInPlace(forOp, init, state));
}

TEST_F(ScfAnalysisTest, ForVerifyAnalysisRejectsNonEquivalentYieldsUnlessAllowed) {
  parse(R"mlir(
func.func @f(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> () {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %a, %a : tensor<4xf32>, tensor<4xf32>
  } {tag = "loop"}
  return
}
)mlir");
  scf::ForOp forOp(op("loop"));
  EquivalenceState state(options);
  // %a yielded as itself: result #0 is fine, result #1 (yields %a for %b) is not.
  EXPECT_TRUE(failed(model(forOp)->verifyAnalysis(forOp, state)));
  EXPECT_THAT(diagnostics, HasSubstr("Yield operand #1 is not equivalent to the corresponding iter bbArg"));
  EXPECT_THAT(diagnostics, HasSubstr("test.mlir:6:5"));  // reported on the scf.yield
  diagnostics.clear();
  options.allowReturnAllocsFromLoops = true;
  EquivalenceState allowing(options);
  EXPECT_TRUE(succeeded(model(forOp)->verifyAnalysis(forOp, allowing)));
  EXPECT_EQ(diagnostics, "");
}

constexpr std::string_view kWhile = R"mlir(
func.func @f(%t: tensor<4xf32>, %n: index, %f: f32) -> () {
  %r:2 = scf.while (%a = %t, %k = %n) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %k, %n : index
    scf.condition(%c) {tag = "cond"} %a, %k : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %x = tensor.insert %f into %b[%j] : tensor<4xf32>
    scf.yield %x, %j : tensor<4xf32>, index
  } attributes {tag = "loop"}
  %s:2 = scf.while (%a = %t, %k = %n) : (tensor<4xf32>, index) -> (index, tensor<4xf32>) {
    %c = arith.cmpi slt, %k, %n : index
    scf.condition(%c) %k, %a : index, tensor<4xf32>
  } do {
  ^bb0(%j: index, %b: tensor<4xf32>):
    scf.yield %b, %j : tensor<4xf32>, index
  } attributes {tag = "swapped"}
  return
}
)mlir";

TEST_F(ScfAnalysisTest, WhileInitsAliasTheResultAtTheSameIndexWhenTypesMatch) {
  parse(kWhile);
  scf::WhileOp whileOp(op("loop"));
  EquivalenceState state(options);
  OpOperand &init = whileOp->getOpOperand(0);
  EXPECT_TRUE(state.bufferizesToMemoryRead(init));
  EXPECT_TRUE(state.bufferizesToMemoryWrite(init));
  AliasingValueList aliases = state.getAliasingValues(init);
  ASSERT_EQ(aliases.size(), 1u);
  EXPECT_EQ(aliases[0].value, Value(whileOp->getResult(0)));
  EXPECT_EQ(aliases[0].relation, R::Unknown);
  EXPECT_FALSE(aliases[0].isDefinite);
  // Equivalent only when both the condition and the yield keep the buffer.
  state.addEquivalence(whileOp.getBeforeArguments()[0], whileOp.getConditionOp().getArgs()[0]);
  EXPECT_EQ(state.getAliasingValues(init)[0].relation, R::Unknown);
  state.addEquivalence(whileOp.getAfterArguments()[0], whileOp.getYieldOp()->getOperand(0));
  EXPECT_EQ(state.getAliasingValues(init)[0].relation, R::Equivalent);
  EXPECT_TRUE(state.getAliasingValues(init)[0].isDefinite);
  EXPECT_TRUE(state.isWritable(whileOp.getBeforeArguments()[0]));
  EXPECT_TRUE(state.isWritable(whileOp.getAfterArguments()[0]));
  EXPECT_TRUE(model(whileOp)->isRepetitiveRegion(whileOp, 0));
  EXPECT_TRUE(model(whileOp)->isRepetitiveRegion(whileOp, 1));

  // Result #0 is an index here: tensor init #0 aliases nothing.
  scf::WhileOp swapped(op("swapped"));
  EXPECT_TRUE(state.getAliasingValues(swapped->getOpOperand(0)).empty());
}

TEST_F(ScfAnalysisTest, ConditionOperandsAreReadInPlaceAndAliasNothing) {
  parse(kWhile);
  Operation *cond = op("cond");
  AnalysisState state(options);
  OpOperand &arg = cond->getOpOperand(1);
  EXPECT_TRUE(state.bufferizesToMemoryRead(arg));
  EXPECT_FALSE(state.bufferizesToMemoryWrite(arg));
  EXPECT_TRUE(state.getAliasingValues(arg).empty());
  EXPECT_TRUE(model(cond)->mustBufferizeInPlace(cond, arg, state));
}

TEST_F(ScfAnalysisTest, WhileVerifyAnalysisChecksTheConditionThenTheYield) {
  parse(kWhile);
  scf::WhileOp whileOp(op("loop"));
  EquivalenceState state(options);
  // Condition forwards %a itself (equivalent); the yield forwards an insert
  // result that the state does not call equivalent.
  EXPECT_TRUE(failed(model(whileOp)->verifyAnalysis(whileOp, state)));
  EXPECT_THAT(diagnostics, HasSubstr("Yield operand #0 is not equivalent to the corresponding iter bbArg"));
  diagnostics.clear();
  scf::WhileOp swapped(op("swapped"));
  EXPECT_TRUE(failed(model(swapped)->verifyAnalysis(swapped, state)));
  EXPECT_THAT(diagnostics, HasSubstr("Condition arg #1 is not equivalent to the corresponding iter bbArg"));
  options.allowReturnAllocsFromLoops = true;
  EXPECT_TRUE(succeeded(model(swapped)->verifyAnalysis(swapped, state)));
}

constexpr std::string_view kBranches = R"mlir(
func.func @f(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> () {
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield {tag = "then_yield"} %t : tensor<4xf32>
  } else {
    %x = tensor.insert %f into %u[%i] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } {tag = "if_write"}
  %s = scf.if %c -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    scf.yield %u : tensor<4xf32>
  } {tag = "if_no_write"}
  %e = scf.execute_region -> tensor<4xf32> {
    scf.yield {tag = "region_yield"} %t : tensor<4xf32>
  } {tag = "region"}
  %w = scf.index_switch %i {tag = "switch"} -> tensor<4xf32>
  case 2 {
    scf.yield %t : tensor<4xf32>
  }
  default {
    scf.yield %u : tensor<4xf32>
  }
  return
}
)mlir";

TEST_F(ScfAnalysisTest, IfResultsMaybeAliasBothYieldedValues) {
  parse(kBranches);
  scf::IfOp ifOp(op("if_write"));
  AnalysisState state(options);
  AliasingOpOperandList operands = state.getAliasingOpOperands(ifOp->getResult(0));
  ASSERT_EQ(operands.size(), 2u);
  EXPECT_EQ(operands[0].opOperand, &ifOp.thenYield()->getOpOperand(0));
  EXPECT_EQ(operands[1].opOperand, &ifOp.elseYield()->getOpOperand(0));
  for (const AliasingOpOperand &a : operands) {
    EXPECT_EQ(a.relation, R::Equivalent);
    EXPECT_FALSE(a.isDefinite);
  }
  // The yields' side of the same relation.
  Operation *thenYield = op("then_yield");
  AliasingValueList values = state.getAliasingValues(thenYield->getOpOperand(0));
  ASSERT_EQ(values.size(), 1u);
  EXPECT_EQ(values[0].value, Value(ifOp->getResult(0)));
  EXPECT_EQ(values[0].relation, R::Equivalent);
  EXPECT_FALSE(values[0].isDefinite);
  EXPECT_TRUE(state.bufferizesToMemoryRead(thenYield->getOpOperand(0)));
  EXPECT_FALSE(state.bufferizesToMemoryWrite(thenYield->getOpOperand(0)));
  EXPECT_TRUE(model(thenYield)->mustBufferizeInPlace(thenYield, thenYield->getOpOperand(0), state));
  // The result is a write if a branch writes inside the op (MLIR's default
  // resultBufferizesToMemoryWrite); yielding function arguments is not.
  EXPECT_TRUE(state.bufferizesToMemoryWrite(ifOp->getResult(0)));
  EXPECT_FALSE(state.bufferizesToMemoryWrite(op("if_no_write")->getResult(0)));
  EXPECT_FALSE(model(ifOp)->isRepetitiveRegion(ifOp, 0));
}

TEST_F(ScfAnalysisTest, ExecuteRegionResultsDefinitelyAliasTheirYield) {
  parse(kBranches);
  Operation *region = op("region");
  AnalysisState state(options);
  AliasingOpOperandList operands = state.getAliasingOpOperands(region->getResult(0));
  ASSERT_EQ(operands.size(), 1u);
  EXPECT_EQ(operands[0].opOperand, &op("region_yield")->getOpOperand(0));
  EXPECT_EQ(operands[0].relation, R::Equivalent);
  EXPECT_TRUE(operands[0].isDefinite);
  AliasingValueList values = state.getAliasingValues(op("region_yield")->getOpOperand(0));
  ASSERT_EQ(values.size(), 1u);
  EXPECT_TRUE(values[0].isDefinite);
  EXPECT_TRUE(state.isWritable(region->getResult(0)));
  EXPECT_TRUE(succeeded(model(region)->verifyAnalysis(region, state)));
}

TEST_F(ScfAnalysisTest, ExecuteRegionBlockArgumentsMaybeAliasTheForwardedOperands) {
  options.unknownTypeConversion = LayoutMapOption::IdentityLayoutMap;
  parse(R"mlir(
func.func @f(%t: tensor<8x16xf32>, %c: i1) -> () {
  %s = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %r = scf.execute_region -> tensor<4x4xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb3(%s : tensor<4x4xf32>) {tag = "br1"}
  ^bb2:
    cf.br ^bb3(%e : tensor<4x4xf32>) {tag = "br2"}
  ^bb3(%y: tensor<4x4xf32>):
    scf.yield %y : tensor<4x4xf32>
  } {tag = "region"}
  return
}
)mlir");
  Operation *region = op("region");
  Value bbArg = region->getRegion(0).back().getArgument(0);
  AnalysisState state(options);
  AliasingOpOperandList operands = state.getAliasingOpOperands(bbArg);
  ASSERT_EQ(operands.size(), 2u);
  // In use-list order (as MLIR's block users).
  absl::flat_hash_set<OpOperand *> found = {operands[0].opOperand, operands[1].opOperand};
  EXPECT_EQ(found, (absl::flat_hash_set<OpOperand *>{&op("br1")->getOpOperand(0), &op("br2")->getOpOperand(0)}));
  for (const AliasingOpOperand &a : operands) {
    EXPECT_EQ(a.relation, R::Unknown);
    EXPECT_FALSE(a.isDefinite);
  }
  EXPECT_TRUE(state.isWritable(bbArg));
  // A subview and a new buffer flow in: the join is the fully dynamic layout,
  // which the result (equivalent to the yielded argument) gets too.
  auto typeOf = [&](Value v) {
    std::optional<BaseMemRefType> t = getBufferType(v, options, bufferizationState);
    return t ? Type(*t).str() : "<none>";
  };
  EXPECT_EQ(typeOf(bbArg), "memref<4x4xf32, strided<[?, ?], offset: ?>>");
  EXPECT_EQ(typeOf(region->getResult(0)), "memref<4x4xf32, strided<[?, ?], offset: ?>>");
  EXPECT_TRUE(succeeded(model(region)->verifyAnalysis(region, state)));
}

TEST_F(ScfAnalysisTest, ExecuteRegionWithTwoYieldsFailsVerification) {
  parse(R"mlir(
func.func @f(%t: tensor<4xf32>, %c: i1) -> () {
  %e = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %t : tensor<4xf32>
  ^bb2:
    scf.yield %t : tensor<4xf32>
  } {tag = "region"}
  return
}
)mlir");
  Operation *region = op("region");
  AnalysisState state(options);
  EXPECT_TRUE(state.getAliasingOpOperands(region->getResult(0)).empty());
  EXPECT_TRUE(failed(model(region)->verifyAnalysis(region, state)));
  EXPECT_THAT(diagnostics, HasSubstr("'scf.execute_region' op op without unique scf.yield is not supported"));
}

TEST_F(ScfAnalysisTest, IndexSwitchResultsMaybeAliasEveryCase) {
  parse(kBranches);
  Operation *sw = op("switch");
  AnalysisState state(options);
  AliasingOpOperandList operands = state.getAliasingOpOperands(sw->getResult(0));
  ASSERT_EQ(operands.size(), 2u);
  for (const AliasingOpOperand &a : operands) {
    EXPECT_EQ(a.relation, R::Equivalent);
    EXPECT_FALSE(a.isDefinite);
  }
  // Case first, default last (MLIR's order).
  EXPECT_EQ(operands[0].opOperand->get(), sw->getParentOp()->getRegion(0).front().getArgument(0));
  // The yields' side of the same relation, as for scf.if (a deliberate
  // deviation: mlir-opt-22's scf.yield model gives no aliasing value here,
  // so a write through the result never conflicts with the yielded tensor).
  for (const AliasingOpOperand &a : operands) {
    AliasingValueList values = state.getAliasingValues(*a.opOperand);
    ASSERT_EQ(values.size(), 1u);
    EXPECT_EQ(values[0].value, Value(sw->getResult(0)));
    EXPECT_EQ(values[0].relation, R::Equivalent);
    EXPECT_FALSE(values[0].isDefinite);
  }
}

constexpr std::string_view kForall = R"mlir(
func.func @f(%t: tensor<8xf32>, %n: index, %f: f32) -> () {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] {tag = "slice"} : tensor<8xf32> to tensor<1xf32>
    %x = linalg.fill ins(%f : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    } {tag = "in_parallel"}
  } {tag = "eight"}
  %r1 = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] {tag = "single_slice"} : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  } {tag = "one"}
  %r2 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  } {tag = "dynamic"}
  %r3 = scf.forall (%i) = (0) to (8) step (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  } {tag = "big_step"}
  %r4 = scf.forall (%i, %j) = (0, 0) to (1, 4) step (1, 2) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  } {tag = "two_dims"}
  return
}
)mlir";

TEST_F(ScfAnalysisTest, ForallSharedOutsAreReadWrittenAndEquivalentToTheResult) {
  parse(kForall);
  scf::ForallOp forall(op("eight"));
  AnalysisState state(options);
  OpOperand &out = forall->getOpOperand(0);
  EXPECT_TRUE(state.bufferizesToMemoryRead(out));
  EXPECT_TRUE(state.bufferizesToMemoryWrite(out));
  AliasingValueList aliases = state.getAliasingValues(out);
  ASSERT_EQ(aliases.size(), 1u);
  EXPECT_EQ(aliases[0].value, Value(forall->getResult(0)));
  EXPECT_EQ(aliases[0].relation, R::Equivalent);
  EXPECT_TRUE(aliases[0].isDefinite);
  EXPECT_TRUE(state.isWritable(forall.getRegionOutArgs()[0]));
  // mlir-opt-22 may put a shared_outs operand out of place (it then copies).
  EXPECT_FALSE(model(forall)->mustBufferizeInPlace(forall, out, state));
  Operation *inParallel = op("in_parallel");
  EXPECT_FALSE(hasTensorSemantics(inParallel));
}

TEST_F(ScfAnalysisTest, ForallBodyIsRepetitiveAndParallelUnlessItRunsOnce) {
  parse(kForall);
  for (auto [tag, repetitive] : std::vector<std::pair<std::string_view, bool>>{
           {"eight", true}, {"one", false}, {"dynamic", true}, {"big_step", false}, {"two_dims", true}}) {
    SCOPED_TRACE(tag);
    Operation *forall = op(tag);
    EXPECT_EQ(model(forall)->isRepetitiveRegion(forall, 0), repetitive);
    EXPECT_EQ(model(forall)->isParallelRegion(forall, 0), repetitive);
  }
  AnalysisState state(options);
  EXPECT_EQ(state.getEnclosingRepetitiveRegion(op("slice")), &op("eight")->getRegion(0));
  EXPECT_EQ(state.getEnclosingRepetitiveRegion(op("single_slice")), nullptr);
}

}  // namespace
}  // namespace tbuf::bufferization::scf_testing
