// PLACEHOLDER(issue 4): BufferizableOpInterface::resolveConflicts default; being written.
#include "bufferize/analysis_state.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization {

LogicalResult BufferizableOpInterface::resolveConflicts(Operation *op, RewriterBase &, const AnalysisState &,
                                                        BufferizationState &) const {
  return op->emitOpError() << "tensor copy insertion is not implemented yet";
}

}  // namespace tbuf::bufferization
