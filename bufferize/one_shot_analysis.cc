// PLACEHOLDER(issue 4): One-Shot analysis; being written.
#include "bufferize/one_shot_analysis.h"

#include "ir/diagnostics.h"

namespace tbuf::bufferization {

struct OneShotAnalysisState::Impl {};

OneShotAnalysisState::OneShotAnalysisState(Operation *, const BufferizationOptions &options)
    : AnalysisState(options), impl_(std::make_unique<Impl>()) {}
OneShotAnalysisState::~OneShotAnalysisState() = default;
bool OneShotAnalysisState::isInPlace(OpOperand &operand) const { return AnalysisState::isInPlace(operand); }
bool OneShotAnalysisState::areEquivalentBufferizedValues(Value a, Value b) const { return a == b; }
bool OneShotAnalysisState::areAliasingBufferizedValues(Value, Value) const { return true; }
bool OneShotAnalysisState::hasUndefinedContents(OpOperand *) const { return false; }
void OneShotAnalysisState::bufferizeInPlace(OpOperand &) {}
void OneShotAnalysisState::bufferizeOutOfPlace(OpOperand &) {}
bool OneShotAnalysisState::isDecided(OpOperand &) const { return false; }
void OneShotAnalysisState::unionAliasSets(Value, Value) {}
void OneShotAnalysisState::unionEquivalenceClasses(Value, Value) {}
void OneShotAnalysisState::applyOnAliases(Value v, const std::function<void(Value)> &fn) const { fn(v); }
void OneShotAnalysisState::applyOnEquivalenceClass(Value v, const std::function<void(Value)> &fn) const { fn(v); }
bool OneShotAnalysisState::isValueWritten(Value) const { return true; }
void OneShotAnalysisState::gatherUndefinedTensorUses(Operation *) {}
LogicalResult OneShotAnalysisState::analyzeOp(Operation *op) {
  return op->emitOpError() << "One-Shot analysis is not implemented yet";
}
const OneShotAnalysisState *asOneShotAnalysisState(const AnalysisState &state) {
  return dynamic_cast<const OneShotAnalysisState *>(&state);
}
LogicalResult analyzeOp(Operation *op, OneShotAnalysisState &state, BufferizationStatistics *) {
  return state.analyzeOp(op);
}
void annotateOpsWithBufferizationMarkers(Operation *, const OneShotAnalysisState &) {}
void annotateOpsWithAliasSets(Operation *, const OneShotAnalysisState &) {}

}  // namespace tbuf::bufferization
