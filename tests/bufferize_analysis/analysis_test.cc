// One-Shot Analysis: in-place decisions, conflict and non-writable markers,
// alias-set dumps, undefined contents, statistics and pre-bufferization
// errors, checked against what mlir-opt-22 prints for the same input (with
// the real models; these tests use equivalent test-local models).
#include <regex>

#include "analysis_test_models.h"
#include "bufferize/one_shot_analysis_impl.h"
#include "dialects/test/test_ops.h"

namespace tbuf::bufferization::analysis_testing {
namespace {

class OneShotAnalysisTest : public ::testing::Test {
 protected:
  OneShotAnalysisTest() {
    registerAllDialects(ctx);
    registerTestDialectOps(ctx);
    ctx.getDiagEngine().setHandler([this](const Diagnostic &d) { diagnostics += d.str() + "\n"; });
    attachAnalysisTestModels(ctx);
    options.bufferizeFunctionBoundaries = true;
    options.testAnalysisOnly = true;
  }

  /// Parses `text`, analyses the module and returns the printed IR (empty
  /// when the analysis failed).
  std::string analyze(std::string_view text, bool reference = false) {
    module = parseSourceString(ctx, text, "test.mlir");
    EXPECT_TRUE(module) << diagnostics;
    if (!module) return "";
    state = std::make_unique<OneShotAnalysisState>(module.get(), options);
    state->setReferenceMode(reference);
    if (failed(analyzeOp(module.get(), *state, &stats))) return "";
    return printToString(module.get());
  }

  Operation *find(std::string_view name, int index = 0) {
    Operation *found = nullptr;
    module->walk([&](Operation *op) {
      if (op->getName() == name && index-- == 0) found = op;
    });
    return found;
  }

  Context ctx;
  OwningOpRef module;
  std::string diagnostics;
  BufferizationOptions options;
  BufferizationStatistics stats;
  std::unique_ptr<OneShotAnalysisState> state;
};

/// Every `__inplace_operands_attr__ = [...]` in print order.
std::vector<std::string> decisions(const std::string &ir) {
  std::vector<std::string> out;
  std::regex re(R"(__inplace_operands_attr__ = \[[^\]]*\])");
  for (auto it = std::sregex_iterator(ir.begin(), ir.end(), re); it != std::sregex_iterator(); ++it)
    out.push_back(it->str().substr(std::string("__inplace_operands_attr__ = ").size()));
  return out;
}

/// Replaces the process-wide marker numbers by `N`.
std::string normalizeMarkers(std::string ir) {
  return std::regex_replace(ir, std::regex(R"(([CW])_[0-9]+\[)"), "$1_N[");
}

constexpr std::string_view kSpecExample = R"mlir(
func.func @test(%arg0: f32, %arg1: f32, %arg2: index, %arg3: index) -> (f32, tensor<3xf32>) {
  %0 = tensor.from_elements %arg0, %arg0, %arg0 : tensor<3xf32>
  %1 = tensor.insert %arg1 into %0[%arg2] : tensor<3xf32>
  %r = tensor.extract %0[%arg3] : tensor<3xf32>
  func.return %r, %1 : f32, tensor<3xf32>
}
)mlir";

TEST_F(OneShotAnalysisTest, SpecExampleDecisionsAndConflictMarkers) {
  options.printConflicts = true;
  std::string ir = normalizeMarkers(analyze(kSpecExample));
  // mlir-opt-22 (docs/Bufferization.md "Debugging Buffer Copies").
  EXPECT_NE(ir.find(R"(tensor.from_elements %arg0, %arg0, %arg0 {"C_N[DEF: result 0]"})"), std::string::npos) << ir;
  EXPECT_NE(ir.find(R"({"C_N[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false", "none"]})"),
            std::string::npos)
      << ir;
  EXPECT_NE(ir.find(R"({"C_N[READ: 0]", __inplace_operands_attr__ = ["true", "none"]})"), std::string::npos) << ir;
  EXPECT_NE(ir.find(R"(return {__inplace_operands_attr__ = ["none", "true"]} %extracted, %inserted)"),
            std::string::npos)
      << ir;
  EXPECT_EQ(stats.numTensorInPlace, 2);
  EXPECT_EQ(stats.numTensorOutOfPlace, 1);
}

TEST_F(OneShotAnalysisTest, NonWritableArgumentAndMarker) {
  options.printConflicts = true;
  std::string ir = normalizeMarkers(analyze(R"mlir(
func.func @f(%A: tensor<3xf32> {bufferization.writable = false}, %B: tensor<3xf32>, %v: f32, %i: index)
    -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = tensor.insert %v into %A[%i] : tensor<3xf32>
  %1 = tensor.insert %v into %B[%i] : tensor<3xf32>
  return %0, %1 : tensor<3xf32>, tensor<3xf32>
}
)mlir"));
  EXPECT_EQ(decisions(ir), (std::vector<std::string>{R"(["none", "false", "none"])", R"(["none", "true", "none"])",
                                                     R"(["true", "true"])"}))
      << ir;
  EXPECT_NE(ir.find(R"(attributes {"W_N[NOT-WRITABLE: bbArg 0]"})"), std::string::npos) << ir;
}

TEST_F(OneShotAnalysisTest, WithoutFunctionBoundariesArgumentsAreNotWritable) {
  options.bufferizeFunctionBoundaries = false;
  std::string ir = analyze(R"mlir(
func.func @f(%A: tensor<3xf32>, %v: f32, %i: index) -> tensor<3xf32> {
  %0 = tensor.insert %v into %A[%i] : tensor<3xf32>
  %c = arith.constant dense<1.0> : tensor<3xf32>
  %1 = tensor.insert %v into %c[%i] : tensor<3xf32>
  %2 = tensor.extract %1[%i] : tensor<3xf32>
  return %0 : tensor<3xf32>
}
)mlir");
  // mlir-opt-22: both inserts out of place (argument and constant are not
  // writable); the unknown func.return is analysed like any op.
  EXPECT_EQ(decisions(ir), (std::vector<std::string>{R"(["none", "false", "none"])", R"(["none", "false", "none"])",
                                                     R"(["true", "none"])", R"(["true"])"}))
      << ir;
}

TEST_F(OneShotAnalysisTest, SliceChainMatchesMlirOpt) {
  std::string ir = analyze(sliceChainSource(3));
  std::vector<std::string> expected;
  for (int i = 0; i < 3; ++i) {
    expected.push_back(R"(["true"])");
    expected.push_back(R"(["none", "true"])");
    expected.push_back(R"(["true", "true"])");
  }
  expected.push_back(R"(["true"])");
  EXPECT_EQ(decisions(ir), expected) << ir;
}

TEST_F(OneShotAnalysisTest, InsertExtractChainAllHeuristicsMatchMlirOpt) {
  // mlir-opt-22 gives the same answer for all four heuristics here.
  const std::vector<std::string> mlir = {
      R"(["none", "false", "none"])", R"(["true", "none"])", R"(["none", "true", "none"])", R"(["true", "none"])",
      R"(["none", "true", "none"])",  R"(["true", "none"])", R"(["true", "none"])",         R"(["none", "false", "none"])",
      R"(["true", "none"])",          R"(["none", "true", "none"])", R"(["true", "none"])", R"(["none", "true", "none"])",
      R"(["true", "none"])",          R"(["true", "none"])", R"(["true", "none"])"};
  for (AnalysisHeuristic h : {AnalysisHeuristic::BottomUp, AnalysisHeuristic::TopDown,
                              AnalysisHeuristic::BottomUpFromTerminators, AnalysisHeuristic::Fuzzer}) {
    options.analysisHeuristic = h;
    options.analysisFuzzerSeed = 7;
    EXPECT_EQ(decisions(analyze(insertExtractChainSource(6))), mlir) << static_cast<int>(h);
  }
}

TEST_F(OneShotAnalysisTest, AliasSetDumpFormat) {
  options.dumpAliasSets = true;
  std::string ir = analyze(R"mlir(
func.func @f(%A: tensor<3xf32>, %v: f32, %i: index, %c: i1) -> tensor<3xf32> {
  %0 = tensor.insert %v into %A[%i] : tensor<3xf32>
  %1 = scf.if %c -> tensor<3xf32> {
    scf.yield %0 : tensor<3xf32>
  } else {
    %2 = tensor.insert %v into %0[%i] : tensor<3xf32>
    scf.yield %2 : tensor<3xf32>
  }
  return %1 : tensor<3xf32>
}
)mlir");
  // Union order as LLVM's EquivalenceClasses (first argument's list first).
  EXPECT_NE(ir.find(R"(__bbarg_alias_set_attr__ = [[[["%0", "%inserted", "%inserted_0", "%arg0"]]]])"),
            std::string::npos)
      << ir;
  EXPECT_NE(ir.find(R"(__opresult_alias_set_attr__ = [["%0", "%inserted", "%inserted_0", "%arg0"]])"),
            std::string::npos)
      << ir;
}

TEST_F(OneShotAnalysisTest, AliasSetNamesFollowThePrintingFlags) {
  // mlir-opt-22 --mlir-print-op-generic names values by number in the dump.
  options.dumpAliasSets = true;
  PrintingFlags generic;
  generic.printGenericOpForm = true;
  setAliasSetPrintingFlags(generic);
  std::string ir = analyze(R"mlir(
func.func @mo_no_analysis(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}
)mlir");
  setAliasSetPrintingFlags(PrintingFlags{});
  EXPECT_NE(ir.find(R"(__bbarg_alias_set_attr__ = [[[["%1", "%0", "%arg0"]]]])"), std::string::npos) << ir;
}

TEST_F(OneShotAnalysisTest, MutuallyExclusiveBranchesDoNotConflict) {
  std::string ir = analyze(R"mlir(
func.func @f(%A: tensor<3xf32>, %v: f32, %i: index, %c: i1) -> (tensor<3xf32>, f32) {
  %r:2 = scf.if %c -> (tensor<3xf32>, f32) {
    %0 = tensor.insert %v into %A[%i] : tensor<3xf32>
    scf.yield %0, %v : tensor<3xf32>, f32
  } else {
    %e = tensor.extract %A[%i] : tensor<3xf32>
    scf.yield %A, %e : tensor<3xf32>, f32
  }
  return %r#0, %r#1 : tensor<3xf32>, f32
}
)mlir");
  // mlir-opt-22: the insert in the then-branch is in place.
  EXPECT_EQ(decisions(ir)[0], R"(["none", "true", "none"])") << ir;
}

TEST_F(OneShotAnalysisTest, UndefinedContentsOfEmptyTensors) {
  analyze(R"mlir(
func.func @f(%v: f32, %i: index) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %0 = tensor.insert %v into %e[%i] : tensor<3xf32>
  %1 = tensor.insert %v into %0[%i] : tensor<3xf32>
  return %1 : tensor<3xf32>
}
)mlir");
  Operation *first = find("tensor.insert", 0), *second = find("tensor.insert", 1);
  ASSERT_TRUE(first && second);
  EXPECT_TRUE(state->hasUndefinedContents(&first->getOpOperand(1)));
  EXPECT_FALSE(state->hasUndefinedContents(&second->getOpOperand(1)));
  EXPECT_TRUE(state->isValueWritten(first->getResult(0)));
  EXPECT_TRUE(state->areEquivalentBufferizedValues(first->getResult(0), second->getResult(0)));
  EXPECT_TRUE(state->areAliasingBufferizedValues(first->getOperand(1), second->getResult(0)));
}

TEST_F(OneShotAnalysisTest, ToTensorWithoutRestrictIsRejected) {
  ctx.attachInterface<BufferizableOpInterface>("bufferization.to_tensor", std::make_unique<ReadOnlyModel>());
  std::string ir = analyze(R"mlir(
func.func @f(%m: memref<3xf32>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m : memref<3xf32> to tensor<3xf32>
  %e = tensor.extract %t[%i] : tensor<3xf32>
  return %e : f32
}
)mlir");
  EXPECT_EQ(ir, "");
  EXPECT_NE(diagnostics.find("'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by "
                             "One-Shot Analysis"),
            std::string::npos)
      << diagnostics;
}

}  // namespace
}  // namespace tbuf::bufferization::analysis_testing
