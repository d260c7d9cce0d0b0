// Analysis answers of the tensor models, as MLIR 22's models give them:
// which operands are read / written, which results alias which operands and
// how (Equivalent / Unknown), allocations, writability, and the subset rules
// that make matching extract_slice / insert_slice pairs non-conflicting.
#include "tensor_test_fixture.h"

namespace tbuf::bufferization::testing {
namespace {

struct Answers {
  bool read, write;
  std::vector<std::pair<unsigned, BufferRelation>> aliases;  // result number, relation
};

class TensorAnalysisTest : public TensorModelTest {
 protected:
  Answers answers(Operation *o, unsigned operand) {
    AnalysisState state(options);
    OpOperand &use = o->getOpOperand(operand);
    Answers a{state.bufferizesToMemoryRead(use), state.bufferizesToMemoryWrite(use), {}};
    for (const AliasingValue &v : state.getAliasingValues(use)) {
      EXPECT_TRUE(v.isDefinite);
      a.aliases.push_back({v.value.cast<OpResult>().getResultNumber(), v.relation});
    }
    return a;
  }
};

using R = BufferRelation;

TEST_F(TensorAnalysisTest, ReadWriteAndAliasingOfEveryOp) {
  parse(R"mlir(
func.func @f(%t: tensor<8x16xf32>, %u: tensor<4x4xf32>, %v: tensor<?xf32>, %f: f32, %i: index) -> () {
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%i, %i] {tag = "extract"} : tensor<8x16xf32>
  %ins = tensor.insert %f into %t[%i, %i] {tag = "insert"} : tensor<8x16xf32>
  %es = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] {tag = "extract_slice"} : tensor<8x16xf32> to tensor<4x4xf32>
  %is = tensor.insert_slice %u into %t[2, 2] [4, 4] [1, 1] {tag = "insert_slice"} : tensor<4x4xf32> into tensor<8x16xf32>
  %cast = tensor.cast %v {tag = "cast"} : tensor<?xf32> to tensor<4xf32>
  %d = tensor.dim {tag = "dim"} %t, %c0 : tensor<8x16xf32>
  %r = tensor.rank %t {tag = "rank"} : tensor<8x16xf32>
  %col = tensor.collapse_shape %t [[0, 1]] {tag = "collapse"} : tensor<8x16xf32> into tensor<128xf32>
  %exp = tensor.expand_shape %u [[0, 1], [2]] output_shape [2, 2, 4] {tag = "expand"} : tensor<4x4xf32> into tensor<2x2x4xf32>
  %cat = tensor.concat dim(0) %t, %t {tag = "concat"} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %pad = tensor.pad %u low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } {tag = "pad"} : tensor<4x4xf32> to tensor<6x6xf32>
  return
}
)mlir");
  auto check = [&](std::string_view tag, unsigned operand, bool read, bool write,
                   std::vector<std::pair<unsigned, BufferRelation>> aliases) {
    SCOPED_TRACE(std::string(tag) + " operand " + std::to_string(operand));
    Answers a = answers(op(tag), operand);
    EXPECT_EQ(a.read, read);
    EXPECT_EQ(a.write, write);
    EXPECT_EQ(a.aliases, aliases);
  };
  check("extract", 0, true, false, {});
  check("insert", 1, true, true, {{0, R::Equivalent}});
  check("extract_slice", 0, false, false, {{0, R::Unknown}});
  check("insert_slice", 0, true, false, {});
  check("insert_slice", 1, true, true, {{0, R::Equivalent}});
  check("cast", 0, false, false, {{0, R::Equivalent}});
  check("dim", 0, false, false, {});
  check("rank", 0, false, false, {});
  // collapse_shape may copy its source, so MLIR reads it conservatively.
  check("collapse", 0, true, false, {{0, R::Equivalent}});
  check("expand", 0, false, false, {{0, R::Equivalent}});
  check("concat", 0, true, false, {});
  check("concat", 1, true, false, {});
  check("pad", 0, true, false, {});
}

TEST_F(TensorAnalysisTest, AllocationsAndResultWrites) {
  parse(R"mlir(
func.func @f(%t: tensor<4xf32>, %f: f32, %n: index, %i: index) -> () {
  %e = tensor.empty(%n) {tag = "empty"} : tensor<?xf32>
  %fe = tensor.from_elements %f, %f {tag = "from_elements"} : tensor<2xf32>
  %g = tensor.generate %n {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } {tag = "generate"} : tensor<?xf32>
  %s = tensor.splat %f {tag = "splat"} : tensor<4xf32>
  %es = tensor.extract_slice %t[0] [2] [1] {tag = "extract_slice"} : tensor<4xf32> to tensor<2xf32>
  %ins = tensor.insert %f into %t[%i] {tag = "insert"} : tensor<4xf32>
  return
}
)mlir");
  AnalysisState state(options);
  for (std::string_view tag : {"empty", "from_elements", "generate", "splat"}) {
    SCOPED_TRACE(tag);
    Operation *o = op(tag);
    EXPECT_TRUE(model(o)->bufferizesToAllocation(o, o->getResult(0)));
    EXPECT_TRUE(state.isWritable(o->getResult(0)));
    EXPECT_TRUE(state.getAliasingOpOperands(o->getResult(0)).empty());
  }
  // tensor.empty's contents are undefined: its result is not a write.
  EXPECT_FALSE(state.bufferizesToMemoryWrite(op("empty")->getResult(0)));
  EXPECT_TRUE(state.bufferizesToMemoryWrite(op("from_elements")->getResult(0)));
  EXPECT_TRUE(state.bufferizesToMemoryWrite(op("generate")->getResult(0)));
  // extract_slice aliases without writing; insert writes its dest.
  EXPECT_FALSE(model(op("extract_slice"))->bufferizesToAllocation(op("extract_slice"), op("extract_slice")->getResult(0)));
  EXPECT_FALSE(state.bufferizesToMemoryWrite(op("extract_slice")->getResult(0)));
  EXPECT_TRUE(state.bufferizesToMemoryWrite(op("insert")->getResult(0)));
  AliasingOpOperandList back = state.getAliasingOpOperands(op("insert")->getResult(0));
  ASSERT_EQ(back.size(), 1u);
  EXPECT_EQ(back[0].opOperand, &op("insert")->getOpOperand(1));
  EXPECT_EQ(back[0].relation, R::Equivalent);
}

TEST_F(TensorAnalysisTest, InsertSliceOverwritingTheWholeDestDoesNotReadIt) {
  parse(R"mlir(
func.func @f(%t: tensor<8x16xf32>, %s: tensor<8x16xf32>, %d: tensor<?xf32>, %x: tensor<4xf32>, %o: index) -> () {
  %0 = tensor.insert_slice %s into %t[0, 0] [8, 16] [1, 1] {tag = "full"} : tensor<8x16xf32> into tensor<8x16xf32>
  %1 = tensor.insert_slice %x into %t[0, 0] [1, 4] [1, 1] {tag = "part"} : tensor<4xf32> into tensor<8x16xf32>
  %2 = tensor.insert_slice %x into %d[0] [4] [1] {tag = "dynamic_dest"} : tensor<4xf32> into tensor<?xf32>
  %3 = tensor.insert_slice %s into %t[%o, 0] [8, 16] [1, 1] {tag = "dynamic_offset"} : tensor<8x16xf32> into tensor<8x16xf32>
  return
}
)mlir");
  AnalysisState state(options);
  EXPECT_FALSE(state.bufferizesToMemoryRead(op("full")->getOpOperand(1)));
  EXPECT_TRUE(state.bufferizesToMemoryRead(op("full")->getOpOperand(0)));
  EXPECT_TRUE(state.bufferizesToMemoryRead(op("part")->getOpOperand(1)));
  EXPECT_TRUE(state.bufferizesToMemoryRead(op("dynamic_dest")->getOpOperand(1)));
  EXPECT_TRUE(state.bufferizesToMemoryRead(op("dynamic_offset")->getOpOperand(1)));
}

TEST_F(TensorAnalysisTest, ParallelInsertSliceReadsDestUnlessTheLoopCoversIt) {
  parse(R"mlir(
func.func @f(%t: tensor<8x4xf32>, %u: tensor<?x4xf32>, %n: index) -> () {
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 4] [1, 1] {tag = "covers"} : tensor<4xf32> into tensor<8x4xf32>
    }
  }
  %1 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 4] [1, 1] {tag = "half"} : tensor<4xf32> into tensor<8x4xf32>
    }
  }
  %2 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 4] [1, 1] {tag = "dynamic_trip"} : tensor<4xf32> into tensor<8x4xf32>
    }
  }
  %3 = scf.forall (%i) in (8) shared_outs(%o = %u) -> (tensor<?x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<?x4xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 4] [1, 1] {tag = "dynamic_dest"} : tensor<4xf32> into tensor<?x4xf32>
    }
  }
  return
}
)mlir");
  AnalysisState state(options);
  Operation *covers = op("covers");
  EXPECT_TRUE(state.bufferizesToMemoryRead(covers->getOpOperand(0)));
  EXPECT_FALSE(state.bufferizesToMemoryRead(covers->getOpOperand(1)));
  EXPECT_TRUE(state.bufferizesToMemoryWrite(covers->getOpOperand(1)));
  EXPECT_FALSE(state.bufferizesToMemoryWrite(covers->getOpOperand(0)));
  EXPECT_TRUE(state.getAliasingValues(covers->getOpOperand(1)).empty());
  EXPECT_TRUE(state.bufferizesToMemoryRead(op("half")->getOpOperand(1)));
  EXPECT_TRUE(state.bufferizesToMemoryRead(op("dynamic_trip")->getOpOperand(1)));
  EXPECT_TRUE(state.bufferizesToMemoryRead(op("dynamic_dest")->getOpOperand(1)));
}

// The pattern of MLIR's areNonConflictingSubsets:
//   %0 = extract_slice %t[a][s][1]; %1 = <write into %0>;
//   %2 = insert_slice %1 into %t[a][s][1]
class SubsetConflictTest : public TensorModelTest {
 protected:
  void SetUp() override {
    parse(R"mlir(
func.func @f(%t: tensor<16xf32>, %f: f32, %a: index, %b: index) -> () {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract_slice %t[%a] [4] [1] {tag = "extract"} : tensor<16xf32> to tensor<4xf32>
  %1 = tensor.insert %f into %0[%c0] {tag = "write"} : tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%a] [4] [1] {tag = "match"} : tensor<4xf32> into tensor<16xf32>
  %3 = tensor.insert_slice %1 into %t[%b] [4] [1] {tag = "other_offset"} : tensor<4xf32> into tensor<16xf32>
  %4 = tensor.extract %1[%c0] {tag = "reader"} : tensor<4xf32>
  return
}
)mlir");
  }
  bool notConflicting(Operation *asked, OpOperand *uRead, OpOperand *uWrite, const AnalysisState &state) {
    return model(asked)->isNotConflicting(asked, uRead, uWrite, state);
  }
};

TEST_F(SubsetConflictTest, DestReadVersusWriteOfTheMatchingSlice) {
  // Case 1: insert_slice reads %t outside the slice; the write into the
  // extracted slice is exactly the part not read.
  EquivalenceState state(options);
  Operation *match = op("match");
  OpOperand *write = &op("write")->getOpOperand(1);
  EXPECT_TRUE(notConflicting(match, &match->getOpOperand(1), write, state));
  // With other offsets the slices differ: a conflict.
  Operation *other = op("other_offset");
  EXPECT_FALSE(notConflicting(other, &other->getOpOperand(1), write, state));
}

TEST_F(SubsetConflictTest, SourceReadVersusDestWrite) {
  // Case 2: the source is read from the very part of %t the insert writes.
  EquivalenceState state(options);
  Operation *match = op("match");
  // The source %1 reaches extract_slice %0 through the in-place insert.
  EXPECT_TRUE(notConflicting(match, &match->getOpOperand(0), &match->getOpOperand(1), state));
  Operation *other = op("other_offset");
  EXPECT_FALSE(notConflicting(other, &other->getOpOperand(0), &other->getOpOperand(1), state));
}

TEST_F(SubsetConflictTest, ReadOfTheSourceAfterWritingItBack) {
  // Case 3: insert_slice writes back exactly the data of the slice; a read
  // of a value equivalent to the source does not conflict with it.
  EquivalenceState state(options);
  Operation *match = op("match");
  OpOperand *read = &op("reader")->getOpOperand(0);
  EXPECT_TRUE(notConflicting(match, read, &match->getOpOperand(1), state));
  // Without the source being equivalent to the read value: a conflict.
  OpOperand *readOfSlice = &op("write")->getOpOperand(1);  // reads %0, not %1
  EXPECT_FALSE(notConflicting(match, readOfSlice, &match->getOpOperand(1), state));
}

TEST_F(SubsetConflictTest, ExtractOfANonEquivalentTensorDoesNotMatch) {
  // The extract_slice must take its slice from a tensor equivalent to the
  // insert's dest: replace the extract's source by another value.
  parse(R"mlir(
func.func @f(%t: tensor<16xf32>, %u: tensor<16xf32>, %f: f32, %a: index) -> () {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract_slice %u[%a] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = tensor.insert %f into %0[%c0] {tag = "write"} : tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%a] [4] [1] {tag = "match"} : tensor<4xf32> into tensor<16xf32>
  return
}
)mlir");
  Operation *match = op("match");
  OpOperand *write = &op("write")->getOpOperand(1);
  EquivalenceState state(options);
  EXPECT_FALSE(notConflicting(match, &match->getOpOperand(1), write, state));
  // Declared equivalent (as the analysis would after an in-place chain): a match.
  Value t = match->getOperand(1);
  Value u = op("write")->getOperand(1).getDefiningOp()->getOperand(0);
  state.addEquivalence(t, u);
  EXPECT_TRUE(notConflicting(match, &match->getOpOperand(1), write, state));
}

TEST_F(TensorAnalysisTest, ParallelInsertSliceMatchesExtractSliceOfTheSharedOut) {
  parse(R"mlir(
func.func @f(%t: tensor<8x4xf32>, %f: f32) -> () {
  %c0 = arith.constant 0 : index
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
    %w = tensor.insert %f into %s[%c0] {tag = "write"} : tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i, 0] [1, 4] [1, 1] {tag = "pis"} : tensor<4xf32> into tensor<8x4xf32>
    }
  }
  return
}
)mlir");
  EquivalenceState state(options);
  Operation *pis = op("pis");
  const BufferizableOpInterface *m = model(pis);
  EXPECT_TRUE(m->isNotConflicting(pis, &pis->getOpOperand(1), &op("write")->getOpOperand(1), state));
  EXPECT_TRUE(m->isNotConflicting(pis, &pis->getOpOperand(0), &pis->getOpOperand(1), state));
}

}  // namespace
}  // namespace tbuf::bufferization::testing
