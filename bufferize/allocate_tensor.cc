// PLACEHOLDER(issue 4): allocateTensorForShapedValue; being written.
#include "bufferize/analysis_state.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization {

std::optional<Value> allocateTensorForShapedValue(OpBuilder &, Location loc, Value shapedValue,
                                                  const BufferizationOptions &, const BufferizationState &, bool) {
  (void)loc;
  if (Operation *def = shapedValue.getDefiningOp()) def->emitOpError() << "tensor allocation is not implemented yet";
  return std::nullopt;
}

}  // namespace tbuf::bufferization
