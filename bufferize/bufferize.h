// The bufferization rewrite (MLIR's Bufferize.h + TensorCopyInsertion.h):
// tensor copy insertion turns every out-of-place decision into an explicit
// `bufferization.alloc_tensor ... copy(...)`, after which bufferizeOp can
// rewrite each op onto buffers in place, op by op, without further analysis.
//
//   runOneShotBufferize = insertTensorCopies (analysis + copies)
//                       + bufferizeOp (rewrite every allowed op)
//
// Function boundaries (func.func / call / return) are handled by
// one_shot_module_bufferize.h when options.bufferizeFunctionBoundaries is set.
#pragma once

#include "bufferize/analysis_state.h"
#include "bufferize/one_shot_analysis.h"

namespace tbuf::bufferization {

/// Runs One-Shot analysis on `op` (or, with options.copyBeforeWrite, no
/// analysis: every written operand is out of place) and resolves every
/// conflict by calling resolveConflicts on each allowed op with tensor
/// semantics. With options.testAnalysisOnly it stops after annotating the
/// IR. Statistics (may be null) receive the analysis counters.
LogicalResult insertTensorCopies(Operation *op, const BufferizationOptions &options,
                                 BufferizationState &bufferizationState,
                                 BufferizationStatistics *statistics = nullptr);
/// Resolves conflicts for the decisions in `analysisState` (already run).
LogicalResult insertTensorCopies(Operation *op, const AnalysisState &analysisState,
                                 BufferizationState &bufferizationState);

/// Rewrites every allowed op with tensor semantics nested in `op` onto
/// buffers (MLIR's bufferizeOp): ops are visited top-down; each op's
/// bufferize() replaces its tensor results with `to_tensor` of buffers; at
/// the end `to_buffer(to_tensor(m))` pairs are folded (with a
/// memref.cast or a copy when types differ) and ops that are still tensor
/// ops produce "op was not bufferized" errors unless allow-unknown-ops.
/// Counts allocations (memref.alloc created) into `statistics`.
LogicalResult bufferizeOp(Operation *op, const BufferizationOptions &options,
                          BufferizationState &bufferizationState, BufferizationStatistics *statistics = nullptr);

/// insertTensorCopies + bufferizeOp (MLIR's runOneShotBufferize). Requires
/// !options.bufferizeFunctionBoundaries (use runOneShotModuleBufferize).
LogicalResult runOneShotBufferize(Operation *op, const BufferizationOptions &options,
                                  BufferizationState &bufferizationState,
                                  BufferizationStatistics *statistics = nullptr);

}  // namespace tbuf::bufferization
