// Module bufferization (MLIR's OneShotModuleBufferize.h): bufferizes a whole
// module including function boundaries. Functions are analysed and
// bufferized callee-first along the call graph so that each call site knows
// which callee results are equivalent to / alias which arguments and which
// arguments the callee reads or writes (FuncAnalysisState, kept as an
// extension of the OneShotAnalysisState). Function signatures change from
// tensors to memrefs (layouts per function-boundary-type-conversion).
#pragma once

#include "bufferize/analysis_state.h"
#include "bufferize/one_shot_analysis.h"

namespace tbuf::bufferization {

/// Analyses every func.func of `moduleOp` callee-first (MLIR's
/// analyzeModuleOp). Recursive call graphs and calls to undefined
/// functions get the same treatment / diagnostics as mlir-opt.
LogicalResult analyzeModuleOp(Operation *moduleOp, OneShotAnalysisState &state,
                              BufferizationStatistics *statistics = nullptr);

/// Bufferizes every function (and the remaining module-level ops) after
/// copy insertion (MLIR's bufferizeModuleOp).
LogicalResult bufferizeModuleOp(Operation *moduleOp, const BufferizationOptions &options,
                                BufferizationState &bufferizationState,
                                BufferizationStatistics *statistics = nullptr);

/// analyzeModuleOp + copy insertion + bufferizeModuleOp (MLIR's
/// runOneShotModuleBufferize); honours testAnalysisOnly, copyBeforeWrite
/// and noAnalysisFuncFilter.
LogicalResult runOneShotModuleBufferize(Operation *moduleOp, const BufferizationOptions &options,
                                        BufferizationState &bufferizationState,
                                        BufferizationStatistics *statistics = nullptr);

}  // namespace tbuf::bufferization
