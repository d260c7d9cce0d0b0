// The `one-shot-bufferize` pass (MLIR 22's OneShotBufferizePass): runs on the
// top-level builtin.module, turns its options into BufferizationOptions and
// calls runOneShotModuleBufferize (bufferize-function-boundaries) or
// runOneShotBufferize. Option names, descriptions and the checks of
// inconsistent combinations (reported at an unknown location, as mlir-opt)
// follow mlir-opt-22's; the statistics num-buffer-alloc, num-tensor-in-place
// and num-tensor-out-of-place are filled from BufferizationStatistics.
//
// Deviations from mlir-opt 22 (a release build):
//   - an unknown `analysis-heuristic` is a command-line error (exit 2, as
//     every bad option value); mlir-opt reaches llvm_unreachable and
//     silently continues;
//   - `--mlir-pass-statistics` shows the three counters; mlir-opt's release
//     build compiles statistics out and prints an empty report.
#include <memory>

#include "bufferize/bufferize.h"
#include "bufferize/one_shot_module_bufferize.h"
#include "bufferize/passes.h"
#include "ir/diagnostics.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"

namespace tbuf::bufferization {

namespace {

std::vector<EnumOption<LayoutMapOption>::Value> layoutMapValues() {
  return {{LayoutMapOption::InferLayoutMap, "infer-layout-map", ""},
          {LayoutMapOption::IdentityLayoutMap, "identity-layout-map", ""},
          {LayoutMapOption::FullyDynamicLayoutMap, "fully-dynamic-layout-map", ""}};
}

/// mlir-opt declares the heuristic as a string; an enum makes a bad value a
/// command-line error (exit 2) like every other bad option value.
std::vector<EnumOption<AnalysisHeuristic>::Value> analysisHeuristicValues() {
  return {{AnalysisHeuristic::BottomUp, "bottom-up", ""},
          {AnalysisHeuristic::TopDown, "top-down", ""},
          {AnalysisHeuristic::BottomUpFromTerminators, "bottom-up-from-terminators", ""},
          {AnalysisHeuristic::Fuzzer, "fuzzer", ""}};
}

class OneShotBufferizePass : public Pass {
 public:
  std::string_view getArgument() const override { return "one-shot-bufferize"; }
  std::string_view getName() const override { return "OneShotBufferizePass"; }
  std::string_view getDescription() const override { return "One-Shot Bufferize"; }
  std::string_view getOpName() const override { return "builtin.module"; }

  LogicalResult runOnOperation(Operation *op) override {
    Context *ctx = op->getContext();
    auto error = [&]() { return InFlightDiagnostic(&ctx->getDiagEngine(), Location::unknown(), Severity::Error); };

    BufferizationOptions opt;
    opt.allowReturnAllocsFromLoops = allowReturnAllocsFromLoops;
    opt.allowUnknownOps = allowUnknownOps;
    opt.analysisFuzzerSeed = analysisFuzzerSeed.getValue();
    opt.analysisHeuristic = analysisHeuristic;
    opt.copyBeforeWrite = copyBeforeWrite;
    opt.dumpAliasSets = dumpAliasSets;
    opt.functionBoundaryTypeConversion = functionBoundaryTypeConversion;
    if (mustInferMemorySpace && useEncodingForMemorySpace)
      return op->emitError() << "only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are "
                                "allowed in "
                             << getArgument();
    opt.mustInferMemorySpace = mustInferMemorySpace;
    opt.useEncodingForMemorySpace = useEncodingForMemorySpace;
    opt.printConflicts = printConflicts;
    opt.bufferAlignment = bufferAlignment;
    opt.testAnalysisOnly = testAnalysisOnly;
    opt.bufferizeFunctionBoundaries = bufferizeFunctionBoundaries;
    opt.checkParallelRegions = checkParallelRegions;
    opt.noAnalysisFuncFilter = noAnalysisFuncFilter.getValue();
    if (unknownTypeConversion == LayoutMapOption::InferLayoutMap)
      return error() << "Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'";
    opt.unknownTypeConversion = unknownTypeConversion;
    opt.dialectFilter = dialectFilter.getValue();

    if (opt.copyBeforeWrite && opt.testAnalysisOnly)
      return error() << "Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'";
    if (opt.printConflicts && !opt.testAnalysisOnly)
      return error() << "Invalid option: 'print-conflicts' requires 'test-analysis-only'";
    if (opt.dumpAliasSets && !opt.testAnalysisOnly)
      return error() << "Invalid option: 'dump-alias-sets' requires 'test-analysis-only'";

    BufferizationState state;
    BufferizationStatistics statistics;
    if (opt.bufferizeFunctionBoundaries) {
      if (failed(runOneShotModuleBufferize(op, opt, state, &statistics))) return failure();
    } else {
      if (!opt.noAnalysisFuncFilter.empty())
        return error() << "Invalid option: 'no-analysis-func-filter' requires 'bufferize-function-boundaries'";
      if (failed(runOneShotBufferize(op, opt, state, &statistics))) return failure();
    }

    numBufferAlloc = static_cast<uint64_t>(statistics.numBufferAlloc);
    numTensorInPlace = static_cast<uint64_t>(statistics.numTensorInPlace);
    numTensorOutOfPlace = static_cast<uint64_t>(statistics.numTensorOutOfPlace);
    return success();
  }

 private:
  // Declared in mlir-opt's (alphabetical) --help order.
  Option<bool> allowReturnAllocsFromLoops{*this, "allow-return-allocs-from-loops",
                                          "Allows returning/yielding new allocations from a loop.", false};
  Option<bool> allowUnknownOps{*this, "allow-unknown-ops", "Allows unknown (not bufferizable) ops in the input IR.",
                               false};
  Option<uint32_t> analysisFuzzerSeed{*this, "analysis-fuzzer-seed",
                                    "Test only: Analyze ops in random order with a given seed (fuzzer)", 0};
  EnumOption<AnalysisHeuristic> analysisHeuristic{*this, "analysis-heuristic",
                                                 "Heuristic that control the IR traversal during analysis",
                                                 AnalysisHeuristic::BottomUp, analysisHeuristicValues()};
  Option<uint64_t> bufferAlignment{*this, "buffer-alignment", "Sets the alignment of newly allocated buffers.", 64};
  Option<bool> bufferizeFunctionBoundaries{*this, "bufferize-function-boundaries",
                                           "Bufferize function boundaries (experimental).", false};
  Option<bool> checkParallelRegions{*this, "check-parallel-regions", "Account for parallel regions in RaW analysis.",
                                    true};
  Option<bool> copyBeforeWrite{*this, "copy-before-write", "Skip the analysis. Make a buffer copy on every write.",
                               false};
  ListOption<std::string> dialectFilter{*this, "dialect-filter", "Restrict bufferization to ops from these dialects."};
  Option<bool> dumpAliasSets{*this, "dump-alias-sets", "Test only: Annotate tensor IR with alias sets", false};
  EnumOption<LayoutMapOption> functionBoundaryTypeConversion{
      *this, "function-boundary-type-conversion", "Controls layout maps when bufferizing function signatures.",
      LayoutMapOption::InferLayoutMap, layoutMapValues()};
  Option<bool> mustInferMemorySpace{*this, "must-infer-memory-space",
                                    "The memory space of an memref types must always be inferred. If unset, a "
                                    "default memory space of 0 is used otherwise.",
                                    false};
  ListOption<std::string> noAnalysisFuncFilter{
      *this, "no-analysis-func-filter",
      "Skip analysis of functions with these symbol names.Set copyBeforeWrite to true when bufferizing them."};
  Option<bool> printConflicts{*this, "print-conflicts",
                              "Test only: Annotate IR with RaW conflicts. Requires test-analysis-only.", false};
  Option<bool> testAnalysisOnly{*this, "test-analysis-only",
                                "Test only: Only run inplaceability analysis and annotate IR", false};
  EnumOption<LayoutMapOption> unknownTypeConversion{*this, "unknown-type-conversion",
                                                    "Controls layout maps for non-inferrable memref types.",
                                                    LayoutMapOption::FullyDynamicLayoutMap, layoutMapValues()};
  Option<bool> useEncodingForMemorySpace{
      *this, "use-encoding-for-memory-space",
      "Use the Tensor encoding attribute for the memory space. Exclusive to the 'must-infer-memory-space' option",
      false};

  Statistic numBufferAlloc{*this, "num-buffer-alloc", "Number of buffer allocations"};
  Statistic numTensorInPlace{*this, "num-tensor-in-place", "Number of in-place tensor OpOperands"};
  Statistic numTensorOutOfPlace{*this, "num-tensor-out-of-place", "Number of out-of-place tensor OpOperands"};
};

}  // namespace

void registerOneShotBufferizePass() { registerPass<OneShotBufferizePass>(); }

}  // namespace tbuf::bufferization
