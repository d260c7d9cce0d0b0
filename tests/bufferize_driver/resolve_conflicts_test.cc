// The default resolveConflicts (tensor copy insertion for one op), driven by
// AnalysisStates whose in-place decisions the test chooses.
#include "absl/container/flat_hash_set.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "tests/bufferize_driver/driver_test_fixture.h"

namespace tbuf::bufferization::testing {
namespace {

/// Out of place exactly for the operands listed; undefined contents for the
/// operands listed as such.
class ChosenState : public AnalysisState {
 public:
  using AnalysisState::AnalysisState;
  absl::flat_hash_set<OpOperand *> outOfPlace, undefined;
  bool isInPlace(OpOperand &operand) const override { return !outOfPlace.contains(&operand); }
  bool hasUndefinedContents(OpOperand *operand) const override { return undefined.contains(operand); }
};

class ResolveConflictsTest : public DriverTest {
 protected:
  LogicalResult resolve(Operation *o, const AnalysisState &state) {
    rewriter.setInsertionPoint(o);
    return o->getInterface<BufferizableOpInterface>()->resolveConflicts(o, rewriter, state, bufferizationState);
  }
};

TEST_F(ResolveConflictsTest, CopyBeforeWriteCopiesTheWrittenOperand) {
  parse(R"mlir(
func.func @f(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] {tag = "insert"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  AnalysisState state(options);  // no analysis: written operands out of place
  ASSERT_TRUE(succeeded(resolve(op("insert"), state))) << diagnostics;
  EXPECT_NE(printed().find("%0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>\n"
                           "    %inserted = tensor.insert %arg1 into %0[%c0] {tag = \"insert\"} : tensor<4xf32>"),
            std::string::npos)
      << printed();
}

TEST_F(ResolveConflictsTest, InPlaceOperandsAreLeftAlone) {
  parse(R"mlir(
func.func @f(%t: tensor<4xf32>, %c0: index) -> f32 {
  %0 = tensor.extract %t[%c0] {tag = "extract"} : tensor<4xf32>
  return %0 : f32
}
)mlir");
  AnalysisState state(options);
  std::string before = printed();
  ASSERT_TRUE(succeeded(resolve(op("extract"), state)));
  EXPECT_EQ(printed(), before);
}

TEST_F(ResolveConflictsTest, UndefinedContentsAreNotCopied) {
  parse(R"mlir(
func.func @f(%f: f32, %sz: index) -> tensor<?xf32> {
  %e = tensor.empty(%sz) : tensor<?xf32>
  %0 = linalg.fill {tag = "fill"} ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
)mlir");
  ChosenState state(options);
  Operation *fill = op("fill");
  state.outOfPlace.insert(&fill->getOpOperand(1));
  state.undefined.insert(&fill->getOpOperand(1));
  ASSERT_TRUE(succeeded(resolve(fill, state))) << diagnostics;
  // A new tensor sized like the empty one, without copy.
  EXPECT_NE(printed().find("%1 = bufferization.alloc_tensor(%arg1) : tensor<?xf32>"), std::string::npos)
      << printed();
  EXPECT_EQ(printed().find("copy("), std::string::npos) << printed();
}

TEST_F(ResolveConflictsTest, OverwrittenOperandIsNotCopied) {
  // linalg.fill writes its init without reading it: no copy needed.
  parse(R"mlir(
func.func @f(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %0 = linalg.fill {tag = "fill"} ins(%f : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  AnalysisState state(options);
  ASSERT_TRUE(succeeded(resolve(op("fill"), state))) << diagnostics;
  EXPECT_NE(printed().find("%0 = bufferization.alloc_tensor() : tensor<4xf32>\n"
                           "    %1 = linalg.fill {tag = \"fill\"} ins(%arg1 : f32) outs(%0 : tensor<4xf32>)"),
            std::string::npos)
      << printed();
}

TEST_F(ResolveConflictsTest, AliasOnlyOpCopiesItsResult) {
  parse(R"mlir(
func.func @f(%t: tensor<?xf32>, %sz: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[0] [%sz] [1] {tag = "slice"} : tensor<?xf32> to tensor<?xf32>
  %d = tensor.dim %s, %c0 : tensor<?xf32>
  %w = tensor.insert %f into %s[%c0] : tensor<?xf32>
  return %w : tensor<?xf32>
}
)mlir");
  ChosenState state(options);
  Operation *slice = op("slice");
  state.outOfPlace.insert(&slice->getOpOperand(0));
  ASSERT_TRUE(succeeded(resolve(slice, state))) << diagnostics;
  // The copy follows the slice; the insert reads it, the existing
  // tensor.dim keeps reading the slice itself.
  EXPECT_NE(printed().find("%extracted_slice = tensor.extract_slice %arg0[0] [%arg1] [1] {tag = \"slice\"} : "
                           "tensor<?xf32> to tensor<?xf32>\n"
                           "    %0 = bufferization.alloc_tensor() copy(%extracted_slice) : tensor<?xf32>\n"
                           "    %dim = tensor.dim %extracted_slice, %c0 : tensor<?xf32>\n"
                           "    %inserted = tensor.insert %arg2 into %0[%c0] : tensor<?xf32>"),
            std::string::npos)
      << printed();
}

TEST_F(ResolveConflictsTest, UnrankedOutOfPlaceOperandIsAnError) {
  parse(R"mlir(
func.func @f(%t: tensor<*xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %t {tag = "cast"} : tensor<*xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  ChosenState state(options);
  Operation *cast = op("cast");
  state.outOfPlace.insert(&cast->getOpOperand(0));
  EXPECT_TRUE(failed(resolve(cast, state)));
  EXPECT_NE(diagnostics.find("test.mlir:3:8: error: copying of unranked tensors is not implemented"),
            std::string::npos)
      << diagnostics;
}

}  // namespace
}  // namespace tbuf::bufferization::testing
