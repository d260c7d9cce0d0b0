// AnalysisState answers: conservative facts for unknown ops, the inverse
// alias query, reverse use-def walks (findDefinitions and its configs),
// isValueRead through alias-only ops, base in-place decisions, enclosing
// repetitive regions and the dialect filter.
#include "test_models.h"

namespace tbuf::bufferization::testing {
namespace {

constexpr std::string_view kChain = R"mlir(
func.func @chain(%t: tensor<8xf32>, %f: f32, %i: index) -> (f32, tensor<8xf32>) {
  %0 = tensor.insert %f into %t[%i] {tag = "ins0"} : tensor<8xf32>
  %1 = tensor.insert %f into %0[%i] {tag = "ins1"} : tensor<8xf32>
  %2 = tensor.extract_slice %1[0] [4] [1] {tag = "s0"} : tensor<8xf32> to tensor<4xf32>
  %3 = tensor.extract_slice %2[0] [2] [1] {tag = "s1"} : tensor<4xf32> to tensor<2xf32>
  %4 = tensor.extract %3[%i] {tag = "read"} : tensor<2xf32>
  %5 = tensor.extract_slice %t[0] [2] [1] {tag = "s2"} : tensor<8xf32> to tensor<2xf32>
  %6 = "test.unknown"(%0, %5, %f) {tag = "unknown"} : (tensor<8xf32>, tensor<2xf32>, f32) -> tensor<8xf32>
  %7 = tensor.extract %t[%i] {tag = "readArg"} : tensor<8xf32>
  return %4, %6 : f32, tensor<8xf32>
}
)mlir";

TEST_F(InterfaceTest, UnknownOpIsConservative) {
  parse(kChain);
  AnalysisState state(options);
  Operation *unknown = op("unknown");
  OpOperand &tensorOperand = unknown->getOpOperand(0);
  EXPECT_TRUE(state.bufferizesToMemoryRead(tensorOperand));
  EXPECT_TRUE(state.bufferizesToMemoryWrite(tensorOperand));
  EXPECT_FALSE(state.bufferizesToAliasOnly(tensorOperand));

  AliasingValueList values = state.getAliasingValues(tensorOperand);
  ASSERT_EQ(values.size(), 1u);
  EXPECT_EQ(values[0].value, unknown->getResult(0));
  EXPECT_EQ(values[0].relation, BufferRelation::Unknown);
  EXPECT_FALSE(values[0].isDefinite);

  // The result may alias both tensor operands, not the f32 one.
  AliasingOpOperandList operands = state.getAliasingOpOperands(unknown->getResult(0));
  ASSERT_EQ(operands.size(), 2u);
  EXPECT_EQ(operands[0].opOperand, &unknown->getOpOperand(0));
  EXPECT_EQ(operands[1].opOperand, &unknown->getOpOperand(1));
  for (const AliasingOpOperand &a : operands) {
    EXPECT_EQ(a.relation, BufferRelation::Unknown);
    EXPECT_FALSE(a.isDefinite);
  }
  EXPECT_FALSE(state.isWritable(unknown->getResult(0)));
  EXPECT_TRUE(state.bufferizesToMemoryWrite(Value(unknown->getResult(0))));
  // A known op excluded by the dialect filter is unknown too.
  BufferizationOptions filtered;
  filtered.dialectFilter = {"linalg"};
  AnalysisState filteredState(filtered);
  OpOperand &sliceSource = op("s0")->getOpOperand(0);
  EXPECT_TRUE(filteredState.bufferizesToMemoryWrite(sliceSource));
  EXPECT_FALSE(state.bufferizesToMemoryWrite(sliceSource));
}

TEST_F(InterfaceTest, AliasingOpOperandsInvertAliasingValues) {
  parse(kChain);
  AnalysisState state(options);
  Operation *ins = op("ins1");
  AliasingOpOperandList operands = state.getAliasingOpOperands(ins->getResult(0));
  ASSERT_EQ(operands.size(), 1u);
  EXPECT_EQ(operands[0].opOperand, &ins->getOpOperand(1));
  EXPECT_EQ(operands[0].relation, BufferRelation::Equivalent);
  EXPECT_TRUE(operands[0].isDefinite);

  Operation *slice = op("s0");
  operands = state.getAliasingOpOperands(slice->getResult(0));
  ASSERT_EQ(operands.size(), 1u);
  EXPECT_EQ(operands[0].opOperand, &slice->getOpOperand(0));
  EXPECT_EQ(operands[0].relation, BufferRelation::Unknown);
  // extract's scalar result aliases nothing.
  EXPECT_TRUE(state.getAliasingOpOperands(op("read")->getResult(0)).empty());
}

TEST_F(InterfaceTest, DstModelReadsEverythingWritesInits) {
  parse(kChain);
  AnalysisState state(options);
  Operation *ins = op("ins0");
  EXPECT_TRUE(state.bufferizesToMemoryRead(ins->getOpOperand(0)));   // scalar
  EXPECT_FALSE(state.bufferizesToMemoryWrite(ins->getOpOperand(0)));
  EXPECT_TRUE(state.getAliasingValues(ins->getOpOperand(0)).empty());
  EXPECT_TRUE(state.bufferizesToMemoryRead(ins->getOpOperand(1)));   // dest
  EXPECT_TRUE(state.bufferizesToMemoryWrite(ins->getOpOperand(1)));
  EXPECT_TRUE(state.isWritable(ins->getResult(0)));
  // Default resultBufferizesToMemoryWrite: an aliasing operand is written.
  EXPECT_TRUE(state.bufferizesToMemoryWrite(Value(ins->getResult(0))));
  // The slice's source is not written, and its use-def chain leaves the op.
  EXPECT_FALSE(state.bufferizesToMemoryWrite(Value(op("s0")->getResult(0))));
  // Block arguments are conservatively written.
  Value arg = ins->getOperand(1);
  EXPECT_TRUE(state.bufferizesToMemoryWrite(arg));
  EXPECT_FALSE(state.isWritable(arg));  // func.func is not bufferizable here
}

TEST_F(InterfaceTest, FindDefinitionsFollowsAliasChains) {
  parse(kChain);
  AnalysisState state(options);
  // %4 = extract %3: %3 <- %2 <- %1, the last write.
  std::vector<Value> defs = state.findDefinitions(&op("read")->getOpOperand(0));
  ASSERT_EQ(defs.size(), 1u);
  EXPECT_EQ(defs[0], op("ins1")->getResult(0));
  // A read of the function argument is defined by the argument.
  defs = state.findDefinitions(&op("readArg")->getOpOperand(0));
  ASSERT_EQ(defs.size(), 1u);
  EXPECT_EQ(defs[0], op("ins0")->getOperand(1));
  // Through the unknown op: its result counts as a write.
  Operation *unknown = op("unknown");
  Operation *ret = unknown->getBlock()->getTerminator();
  defs = state.findDefinitions(&ret->getOpOperand(1));
  ASSERT_EQ(defs.size(), 1u);
  EXPECT_EQ(defs[0], unknown->getResult(0));
}

TEST_F(InterfaceTest, ReverseUseDefChainConfigs) {
  parse(kChain);
  AnalysisState state(options);
  OpOperand *readOperand = &op("read")->getOpOperand(0);
  auto never = [](Value) { return false; };
  Value arg = op("ins0")->getOperand(1);

  // Leaves included: the walk ends at the function argument.
  std::vector<Value> leaves = state.findValueInReverseUseDefChain(readOperand, never);
  ASSERT_EQ(leaves.size(), 1u);
  EXPECT_EQ(leaves[0], arg);
  // Without leaves nothing matches.
  EXPECT_TRUE(state.findValueInReverseUseDefChain(readOperand, never, false, false).empty());
  // Equivalent-only stops at the first (Unknown) slice alias.
  leaves = state.findValueInReverseUseDefChain(readOperand, never, /*followEquivalentOnly=*/true);
  ASSERT_EQ(leaves.size(), 1u);
  EXPECT_EQ(leaves[0], op("s1")->getResult(0));
  // In-place only: the base state puts written operands out of place, so
  // the walk stops at the insert whose dest is written.
  TraversalConfig inPlaceOnly;
  inPlaceOnly.followInPlaceOnly = true;
  absl::flat_hash_set<OpOperand *> visited;
  leaves = state.findValueInReverseUseDefChain(readOperand, never, inPlaceOnly, &visited);
  ASSERT_EQ(leaves.size(), 1u);
  EXPECT_EQ(leaves[0], op("ins1")->getResult(0));
  EXPECT_EQ(visited.size(), 3u);  // read, s1 source, s0 source
  EXPECT_TRUE(visited.contains(&op("s0")->getOpOperand(0)));
  // A condition stops the walk where it holds.
  Value ins0 = op("ins0")->getResult(0);
  leaves = state.findValueInReverseUseDefChain(readOperand, [&](Value v) { return v == ins0; });
  ASSERT_EQ(leaves.size(), 1u);
  EXPECT_EQ(leaves[0], ins0);
  // Unknown ops end the walk unless followUnknownOps is set.
  OpOperand *retOperand = &op("unknown")->getBlock()->getTerminator()->getOpOperand(1);
  leaves = state.findValueInReverseUseDefChain(retOperand, never);
  ASSERT_EQ(leaves.size(), 1u);
  EXPECT_EQ(leaves[0], op("unknown")->getResult(0));
  TraversalConfig followUnknown;
  followUnknown.followUnknownOps = true;
  leaves = state.findValueInReverseUseDefChain(retOperand, never, followUnknown);
  ASSERT_EQ(leaves.size(), 1u);  // both operand chains end at %t
  EXPECT_EQ(leaves[0], arg);
}

TEST_F(InterfaceTest, WalkEndsAtResultsWithoutAliasingOperands) {
  parse(R"mlir(
func.func @f(%i: index) -> f32 {
  %e = tensor.empty() {tag = "empty"} : tensor<8xf32>
  %s = tensor.extract_slice %e[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %x = tensor.extract %s[%i] {tag = "read"} : tensor<4xf32>
  return %x : f32
}
)mlir");
  AnalysisState state(options);
  Value empty = op("empty")->getResult(0);
  OpOperand *read = &op("read")->getOpOperand(0);
  std::vector<Value> leaves = state.findValueInReverseUseDefChain(read, [](Value) { return false; });
  ASSERT_EQ(leaves.size(), 1u);
  EXPECT_EQ(leaves[0], empty);
  EXPECT_TRUE(state.findValueInReverseUseDefChain(read, [](Value) { return false; }, false, false).empty());
  // No aliasing operand: the default says the result is written.
  EXPECT_TRUE(state.bufferizesToMemoryWrite(empty));
  std::vector<Value> defs = state.findDefinitions(read);
  ASSERT_EQ(defs.size(), 1u);
  EXPECT_EQ(defs[0], empty);
}

TEST_F(InterfaceTest, IsValueReadLooksThroughAliasOnlyOps) {
  parse(R"mlir(
func.func @f(%t: tensor<8xf32>, %u: tensor<8xf32>, %f: f32, %i: index) -> f32 {
  %0 = tensor.extract_slice %t[0] [4] [1] {tag = "s0"} : tensor<8xf32> to tensor<4xf32>
  %1 = tensor.extract_slice %0[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %2 = tensor.extract %1[%i] : tensor<2xf32>
  %3 = tensor.extract_slice %u[0] [4] [1] {tag = "s1"} : tensor<8xf32> to tensor<4xf32>
  %4 = tensor.extract_slice %3[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return %2 : f32
}
)mlir");
  AnalysisState state(options);
  Operation *s0 = op("s0");
  Operation *s1 = op("s1");
  EXPECT_TRUE(state.bufferizesToAliasOnly(s0->getOpOperand(0)));
  EXPECT_TRUE(state.isValueRead(s0->getOperand(0)));
  EXPECT_TRUE(state.isValueRead(s0->getResult(0)));
  EXPECT_FALSE(state.isValueRead(s1->getOperand(0)));
  EXPECT_FALSE(state.isValueRead(s1->getResult(0)));
}

TEST_F(InterfaceTest, BaseDecisionsWithoutAnalysis) {
  parse(kChain);
  AnalysisState state(options);
  EXPECT_FALSE(state.isInPlace(op("ins0")->getOpOperand(1)));  // written: copy
  EXPECT_TRUE(state.isInPlace(op("s0")->getOpOperand(0)));
  EXPECT_TRUE(state.isInPlace(op("ins0")->getOpOperand(0)));
  Value a = op("ins0")->getResult(0), b = op("ins1")->getResult(0);
  EXPECT_FALSE(state.areEquivalentBufferizedValues(a, b));
  EXPECT_TRUE(state.areAliasingBufferizedValues(a, b));
  EXPECT_FALSE(state.hasUndefinedContents(&op("ins0")->getOpOperand(1)));
}

TEST_F(InterfaceTest, EnclosingRepetitiveRegion) {
  parse(R"mlir(
func.func @f(%t: tensor<8xf32>, %c: i1, %lb: index, %ub: index, %st: index) -> f32 {
  %r = scf.for %iv = %lb to %ub step %st iter_args(%a = %t) -> (tensor<8xf32>) {
    %e = scf.if %c -> (f32) {
      %x = tensor.extract %a[%iv] {tag = "inFor"} : tensor<8xf32>
      scf.yield %x : f32
    } else {
      %y = tensor.extract %a[%iv] : tensor<8xf32>
      scf.yield %y : f32
    } {tag = "if"}
    scf.yield %a : tensor<8xf32>
  } {tag = "for"}
  %z = tensor.extract %r[%lb] {tag = "outside"} : tensor<8xf32>
  %w = scf.if %c -> (f32) {
    %q = tensor.extract %r[%lb] {tag = "inIf"} : tensor<8xf32>
    scf.yield %q : f32
  } else {
    scf.yield %z : f32
  }
  return %w : f32
}
)mlir");
  AnalysisState state(options);
  Region *body = &op("for")->getRegion(0);
  EXPECT_EQ(state.getEnclosingRepetitiveRegion(op("inFor")), body);
  EXPECT_EQ(state.getEnclosingRepetitiveRegion(op("if")), body);
  EXPECT_EQ(state.getEnclosingRepetitiveRegion(op("outside")), nullptr);
  EXPECT_EQ(state.getEnclosingRepetitiveRegion(op("inIf")), nullptr);
  // The iter_arg lives in the loop body.
  Value iterArg = op("inFor")->getOperand(0);
  EXPECT_EQ(state.getEnclosingRepetitiveRegion(iterArg), body);
  // Without an (allowed) interface the loop does not count.
  BufferizationOptions filtered;
  filtered.dialectFilter = {"tensor"};
  AnalysisState filteredState(filtered);
  EXPECT_EQ(filteredState.getEnclosingRepetitiveRegion(op("inFor")), nullptr);
}

TEST_F(InterfaceTest, DialectFilter) {
  parse(kChain);
  Operation *ins = op("ins0");
  Operation *func = ins->getParentOp();
  Operation *ret = ins->getBlock()->getTerminator();
  EXPECT_TRUE(options.isOpAllowed(ins));
  EXPECT_FALSE(options.isOpAllowed(func));  // func needs function boundaries
  EXPECT_FALSE(options.isOpAllowed(ret));
  options.bufferizeFunctionBoundaries = true;
  EXPECT_TRUE(options.isOpAllowed(func));
  options.dialectFilter = {"scf", "func"};
  EXPECT_FALSE(options.isOpAllowed(ins));
  EXPECT_TRUE(options.isOpAllowed(ret));
  EXPECT_EQ(getBufferizableInterface(ins, options), nullptr);
  options.dialectFilter = {"tensor"};
  EXPECT_NE(getBufferizableInterface(ins, options), nullptr);
  EXPECT_EQ(getBufferizableInterface(op("unknown"), options), nullptr);
}

TEST_F(InterfaceTest, LookupSymbol) {
  parse(R"mlir(
func.func private @callee(tensor<4xf32>) -> tensor<4xf32>
func.func @caller(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @callee(%t) {tag = "call"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  BufferizationState state;
  Operation *call = op("call");
  Operation *callee = state.lookupSymbol(call, "callee");
  ASSERT_NE(callee, nullptr);
  EXPECT_EQ(callee->getAttrOfType<StringAttr>("sym_name").getValue(), "callee");
  EXPECT_EQ(state.lookupSymbol(call, "caller"), call->getParentOp());
  EXPECT_EQ(state.lookupSymbol(call, "missing"), nullptr);
}

}  // namespace
}  // namespace tbuf::bufferization::testing
