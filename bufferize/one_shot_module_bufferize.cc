// PLACEHOLDER(issue 4): module bufferization; being written.
#include "bufferize/one_shot_module_bufferize.h"

#include "ir/diagnostics.h"

namespace tbuf::bufferization {

LogicalResult analyzeModuleOp(Operation *moduleOp, OneShotAnalysisState &, BufferizationStatistics *) {
  return moduleOp->emitOpError() << "module bufferization is not implemented yet";
}
LogicalResult bufferizeModuleOp(Operation *moduleOp, const BufferizationOptions &, BufferizationState &,
                                BufferizationStatistics *) {
  return moduleOp->emitOpError() << "module bufferization is not implemented yet";
}
LogicalResult runOneShotModuleBufferize(Operation *moduleOp, const BufferizationOptions &, BufferizationState &,
                                        BufferizationStatistics *) {
  return moduleOp->emitOpError() << "module bufferization is not implemented yet";
}

}  // namespace tbuf::bufferization
