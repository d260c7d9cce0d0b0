// The thread-local DecisionRecorder slot (see decision_recorder.h).
#include "bufferize/decision_recorder.h"

namespace tbuf::bufferization {

namespace {
thread_local DecisionRecorder *currentRecorder = nullptr;
}  // namespace

DecisionRecorder *getDecisionRecorder() { return currentRecorder; }

ScopedDecisionRecorder::ScopedDecisionRecorder(DecisionRecorder *recorder) : previous_(currentRecorder) {
  currentRecorder = recorder;
}

ScopedDecisionRecorder::~ScopedDecisionRecorder() { currentRecorder = previous_; }

}  // namespace tbuf::bufferization
