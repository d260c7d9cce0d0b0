// Tensor copy insertion (MLIR 22's TensorCopyInsertion.cpp): turns the
// analysis' out-of-place decisions into explicit copies on the tensor level,
// `bufferization.alloc_tensor() copy(%t)`, by calling resolveConflicts on
// every allowed bufferizable op. After this, bufferizeOp can bufferize every
// remaining OpOperand in place without further analysis.
//
// Ops are visited in post-order (as MLIR's op->walk), collected up front so
// that the copies created on the way are not visited themselves; MLIR's
// early-increment walk does not visit them either. Nested symbol tables
// (e.g. an inner builtin.module) below a symbol-table op are left alone.
// While it runs, alloc_tensor memory spaces are remembered
// (AllocTensorMemorySpaceCache), which keeps long chains of copies linear.
#include "analysis/op_walk.h"
#include "bufferize/bufferize.h"
#include "bufferize/bufferize_internal.h"
#include "bufferize/one_shot_module_bufferize.h"
#include "ir/diagnostics.h"
#include "ir/rewriter.h"
#include "ir/scratch.h"

namespace tbuf::bufferization {

namespace {
thread_local AllocTensorMemorySpaceCache *currentCache = nullptr;
}  // namespace

AllocTensorMemorySpaceCache::AllocTensorMemorySpaceCache() : previous_(currentCache) { currentCache = this; }
AllocTensorMemorySpaceCache::~AllocTensorMemorySpaceCache() { currentCache = previous_; }
AllocTensorMemorySpaceCache *AllocTensorMemorySpaceCache::current() { return currentCache; }

LogicalResult insertTensorCopies(Operation *op, const BufferizationOptions &options,
                                 BufferizationState &bufferizationState, BufferizationStatistics *statistics) {
  // Module analysis when function boundaries are bufferized, plain
  // One-Shot analysis otherwise.
  std::unique_ptr<OneShotAnalysisState> analysisState =
      analyzeReleasingBranchYields(op, options, [&](OneShotAnalysisState &state) {
        return options.bufferizeFunctionBoundaries ? analyzeModuleOp(op, state, statistics)
                                                   : analyzeOp(op, state, statistics);
      });
  if (!analysisState) return failure();
  if (options.testAnalysisOnly) return success();
  return insertTensorCopies(op, *analysisState, bufferizationState);
}

LogicalResult insertTensorCopies(Operation *op, const AnalysisState &analysisState,
                                 BufferizationState &bufferizationState) {
  const BufferizationOptions &options = analysisState.getOptions();
  bool isSymbolTable = op->hasTrait(OpTrait::SymbolTable);
  struct Tag;
  ScratchVector<Operation *, Tag> scratch;
  std::vector<Operation *> &ops = scratch.get();
  walkOps(op, [&](Operation *nestedOp) {
    if (isSymbolTable && nestedOp->hasTrait(OpTrait::SymbolTable)) return;
    if (getBufferizableInterface(nestedOp, options)) ops.push_back(nestedOp);
  });

  AllocTensorMemorySpaceCache memorySpaceCache;
  IRRewriter rewriter(op->getContext());
  for (Operation *nestedOp : ops) {
    const BufferizableOpInterface *iface = getBufferizableInterface(nestedOp, options);
    rewriter.setInsertionPoint(nestedOp);
    if (failed(iface->resolveConflicts(nestedOp, rewriter, analysisState, bufferizationState))) return failure();
  }
  return success();
}

}  // namespace tbuf::bufferization
