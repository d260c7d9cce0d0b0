// Analysis answers of the linalg models: which operands are read (the payload
// uses the block argument), written (inits only) and aliased (inits with
// their tied results, Equivalent), and when an op accesses its operands
// elementwise. Reference: mlir-opt-22 --one-shot-bufferize="test-analysis-only"
// on the same ops (see tests/golden/bufferize/linalg/).
#include "fixture.h"

namespace tbuf::bufferization::testing {
namespace {

constexpr std::string_view kOps = R"mlir(
#id = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
#scalar = affine_map<(d0) -> ()>
func.func @ops(%a: tensor<4xf32>, %b: tensor<4x8xf32>, %c: tensor<8x4xf32>, %d: tensor<4x4xf32>,
               %bb: tensor<2x4x8xf32>, %bc: tensor<2x8x4xf32>, %bd: tensor<2x4x4xf32>, %s: f32) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill {tag = "fill"} ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.copy {tag = "copy"} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.matmul {tag = "matmul"} ins(%b, %c : tensor<4x8xf32>, tensor<8x4xf32>) outs(%d : tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = linalg.batch_matmul {tag = "bmm"} ins(%bb, %bc : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%bd : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %4 = linalg.transpose ins(%c : tensor<8x4xf32>) outs(%b : tensor<4x8xf32>) permutation = [1, 0] {tag = "transpose"}
  %5 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) attrs = {tag = "gen_noread"} {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    linalg.yield %in : f32
  } -> tensor<4xf32>
  %6 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) attrs = {tag = "gen_read"} {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %out : f32
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %7 = linalg.generic {indexing_maps = [#id2, #tr], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<4x4xf32>) outs(%d : tensor<4x4xf32>) attrs = {tag = "gen_transposed"} {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x4xf32>
  %8 = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%b : tensor<4x8xf32>) outs(%a : tensor<4xf32>) attrs = {tag = "gen_reduction"} {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %out : f32
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %9 = linalg.map { arith.negf } ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {tag = "map"}
  %12 = linalg.map ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {tag = "map_uses_init"}
    (%in: f32, %init: f32) {
      %x = arith.mulf %in, %init : f32
      linalg.yield %x : f32
    }
  %10 = linalg.reduce { arith.addf } ins(%b : tensor<4x8xf32>) outs(%a : tensor<4xf32>) dimensions = [1] {tag = "reduce"}
  %11 = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel"]} ins(%a, %s : tensor<4xf32>, f32) outs(%e : tensor<4xf32>) attrs = {tag = "gen_scalar"} {
  ^bb0(%in: f32, %sc: f32, %out: f32):
    %x = arith.addf %in, %sc : f32
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}
)mlir";

struct Expectation {
  std::string_view tag;
  std::vector<bool> reads;
  std::vector<bool> writes;
};

TEST_F(LinalgBufferizeTest, ReadsWritesAndAliases) {
  parse(kOps);
  AnalysisState state(options);
  // Only payload uses are reads: fill/copy/transpose/map and a generic that
  // ignores %out do not read their init; matmul, batch_matmul, reduce and a
  // generic using %out do. Scalars (fill's value) are "read" too, as in MLIR,
  // but the analysis skips non-tensor operands.
  std::vector<Expectation> expectations = {
      {"fill", {true, false}, {false, true}},
      {"copy", {true, false}, {false, true}},
      {"matmul", {true, true, true}, {false, false, true}},
      {"bmm", {true, true, true}, {false, false, true}},
      {"transpose", {true, false}, {false, true}},
      {"gen_noread", {true, false}, {false, true}},
      {"gen_read", {true, true}, {false, true}},
      {"gen_transposed", {true, false}, {false, true}},
      {"gen_reduction", {true, true}, {false, true}},
      {"map", {true, false}, {false, true}},
      // MLIR 22: a map init is never read, even if the mapper uses it.
      {"map_uses_init", {true, false}, {false, true}},
      {"reduce", {true, true}, {false, true}},
      {"gen_scalar", {true, true, false}, {false, false, true}},
  };
  for (const Expectation &e : expectations) {
    Operation *o = op(e.tag);
    ASSERT_NE(o, nullptr);
    ASSERT_EQ(o->getNumOperands(), e.reads.size()) << e.tag;
    for (unsigned i = 0; i < o->getNumOperands(); ++i) {
      OpOperand &operand = o->getOpOperand(i);
      EXPECT_EQ(state.bufferizesToMemoryRead(operand), e.reads[i]) << e.tag << " operand " << i;
      EXPECT_EQ(state.bufferizesToMemoryWrite(operand), e.writes[i]) << e.tag << " operand " << i;
      AliasingValueList aliases = state.getAliasingValues(operand);
      if (!e.writes[i]) {
        EXPECT_TRUE(aliases.empty()) << e.tag << " operand " << i;
        continue;
      }
      // The init is the very buffer of its tied result.
      ASSERT_EQ(aliases.size(), 1u) << e.tag;
      EXPECT_EQ(aliases[0].value, o->getResult(0)) << e.tag;
      EXPECT_EQ(aliases[0].relation, BufferRelation::Equivalent) << e.tag;
      EXPECT_TRUE(aliases[0].isDefinite) << e.tag;
      AliasingOpOperandList inverse = state.getAliasingOpOperands(o->getResult(0));
      ASSERT_EQ(inverse.size(), 1u) << e.tag;
      EXPECT_EQ(inverse[0].opOperand, &operand) << e.tag;
    }
    // Results are new values written by the op; writable (not constants).
    EXPECT_TRUE(state.bufferizesToMemoryWrite(Value(o->getResult(0)))) << e.tag;
    EXPECT_TRUE(state.isWritable(o->getResult(0))) << e.tag;
    EXPECT_FALSE(model(o)->bufferizesToAllocation(o, o->getResult(0))) << e.tag;
  }
}

TEST_F(LinalgBufferizeTest, ElementwiseAccess) {
  parse(kOps);
  AnalysisState state(options);
  auto elementwise = [&](std::string_view tag, std::vector<unsigned> operandNumbers) {
    Operation *o = op(tag);
    std::vector<OpOperand *> operands;
    for (unsigned i : operandNumbers) operands.push_back(&o->getOpOperand(i));
    return model(o)->bufferizesToElementwiseAccess(o, state, operands);
  };
  // Identity maps, all loops parallel.
  EXPECT_TRUE(elementwise("gen_read", {0, 1}));
  EXPECT_TRUE(elementwise("map", {0, 1}));
  EXPECT_TRUE(elementwise("copy", {0, 1}));
  // The scalar's `(d0) -> ()` map is ignored: only tensors count.
  EXPECT_TRUE(elementwise("gen_scalar", {0, 1, 2}));
  // fill: the scalar is not a tensor; the init's map is the identity.
  EXPECT_TRUE(elementwise("fill", {0, 1}));
  // A transposed init is not elementwise ... unless only the input is asked.
  EXPECT_FALSE(elementwise("gen_transposed", {0, 1}));
  EXPECT_TRUE(elementwise("gen_transposed", {0}));
  EXPECT_FALSE(elementwise("transpose", {0, 1}));
  // Reduction loops never are, whatever the operands.
  EXPECT_FALSE(elementwise("gen_reduction", {0}));
  EXPECT_FALSE(elementwise("reduce", {1}));
  EXPECT_FALSE(elementwise("matmul", {2}));
  EXPECT_FALSE(elementwise("bmm", {0, 1, 2}));
}

TEST_F(LinalgBufferizeTest, EveryStructuredOpHasAModelButNotPayloadOps) {
  parse(kOps);
  for (std::string_view name : {"linalg.fill", "linalg.copy", "linalg.matmul", "linalg.batch_matmul",
                                "linalg.batch_reduce_matmul", "linalg.transpose", "linalg.generic", "linalg.map",
                                "linalg.reduce"}) {
    const OpDefinition *def = ctx.lookupOp(name);
    ASSERT_NE(def, nullptr) << name;
    EXPECT_NE(def->getInterface(BufferizableOpInterface::getInterfaceID()), nullptr) << name;
  }
  // linalg.index / linalg.yield have no tensor semantics: no model, as in MLIR.
  for (std::string_view name : {"linalg.index", "linalg.yield"})
    EXPECT_EQ(ctx.lookupOp(name)->getInterface(BufferizableOpInterface::getInterfaceID()), nullptr) << name;
}

/// Equivalence decided by the test: a value is equivalent to itself and to
/// the values listed with it.
class EquivalenceState : public AnalysisState {
 public:
  using AnalysisState::AnalysisState;
  bool areEquivalentBufferizedValues(Value a, Value b) const override {
    return a == b || pairs.contains({a, b}) || pairs.contains({b, a});
  }
  absl::flat_hash_set<std::pair<Value, Value>> pairs;
};

TEST_F(LinalgBufferizeTest, CopyIsASubsetInsertionOfItsWholeInit) {
  parse(R"mlir(
func.func @f(%t: tensor<4xf32>, %u: tensor<4xf32>, %s: f32) -> (tensor<4xf32>, f32) {
  %0 = linalg.fill {tag = "fill"} ins(%s : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.copy {tag = "copy"} ins(%0 : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %2 = tensor.extract %0[%c0] {tag = "read"} : tensor<4xf32>
  %3 = linalg.copy {tag = "other"} ins(%u : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, f32
}
)mlir");
  Operation *copy = op("copy");
  Operation *fill = op("fill");
  OpOperand *source = &copy->getOpOperand(0);
  OpOperand *dest = &copy->getOpOperand(1);
  OpOperand *read = &op("read")->getOpOperand(0);
  EquivalenceState state(options);
  const BufferizableOpInterface *iface = model(copy);
  // Without knowing that the fill wrote %t in place, every pair conflicts.
  EXPECT_FALSE(iface->isNotConflicting(copy, source, dest, state));
  EXPECT_FALSE(iface->isNotConflicting(copy, read, dest, state));
  // The fill result is %t's buffer: copying it back into %t reads exactly
  // what it overwrites, and rewrites the data that %0's readers see.
  state.pairs.insert({fill->getResult(0), copy->getOperand(1)});
  EXPECT_TRUE(iface->isNotConflicting(copy, source, dest, state));
  EXPECT_TRUE(iface->isNotConflicting(copy, read, dest, state));
  // The fill's own write is not the copy's business.
  EXPECT_FALSE(iface->isNotConflicting(copy, read, &fill->getOpOperand(1), state));
  // A copy of an unrelated tensor does overwrite %t.
  Operation *other = op("other");
  EXPECT_FALSE(model(other)->isNotConflicting(other, &other->getOpOperand(0), &other->getOpOperand(1), state));
  EXPECT_FALSE(model(other)->isNotConflicting(other, read, &other->getOpOperand(1), state));
  // Other linalg ops have no such rule.
  EXPECT_FALSE(model(fill)->isNotConflicting(fill, read, &fill->getOpOperand(1), state));
}

}  // namespace
}  // namespace tbuf::bufferization::testing
