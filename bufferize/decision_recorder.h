// An optional observer of One-Shot Bufferize's decisions, for tools that
// explain them (`tbuf explain`). The analysis and tensor copy insertion call
// it at the points where they decide: every OpOperand put in or out of place
// (with the read-after-write pair or the read-only value behind an
// out-of-place decision), every tensor copy or allocation created, and the
// final alias/equivalence sets. It sees the tensor-level IR while it is still
// alive, so it can record names and locations.
//
// Zero cost when off: the recorder is a thread-local pointer, null unless a
// ScopedDecisionRecorder installed one; each hook is one null check.
#pragma once

#include "ir/builder.h"
#include "ir/operation.h"

namespace tbuf::bufferization {

class OneShotAnalysisState;

class DecisionRecorder {
 public:
  virtual ~DecisionRecorder() = default;
  /// A new analysis state for `root` (the analysis may restart after
  /// releasing a branch yield: earlier decisions for `root` are void).
  virtual void analysisStarted(Operation * /*root*/) {}
  /// Found while deciding an operand: a read `read` that would see the
  /// in-place write `write` of the buffer defined by `definition`.
  virtual void conflictFound(OpOperand * /*read*/, OpOperand * /*write*/, Value /*definition*/) {}
  /// `operand` was decided; `wouldWriteNonWritable` tells why an out-of-place
  /// decision was taken (true: a write into a read-only buffer; false: the
  /// last conflictFound). `forced` marks mustBufferizeInPlace decisions.
  virtual void operandDecided(const OneShotAnalysisState & /*state*/, OpOperand & /*operand*/, bool /*inPlace*/,
                              bool /*wouldWriteNonWritable*/, bool /*forced*/) {}
  /// The analysis of `root` is complete (sets are final).
  virtual void analysisFinished(Operation * /*root*/, const OneShotAnalysisState & /*state*/) {}
  /// A `bufferization.alloc_tensor` was created (tensor copy insertion and
  /// models): `allocTensor`, whose contents are `source` when `copy`; `b`'s
  /// insertion point is right after it.
  virtual void tensorAllocated(OpBuilder & /*b*/, Operation * /*allocTensor*/, Value /*source*/, bool /*copy*/) {}
};

/// The recorder of the current thread, or null.
DecisionRecorder *getDecisionRecorder();

/// Installs a recorder for the current thread for its lifetime (nests).
class ScopedDecisionRecorder {
 public:
  explicit ScopedDecisionRecorder(DecisionRecorder *recorder);
  ~ScopedDecisionRecorder();
  ScopedDecisionRecorder(const ScopedDecisionRecorder &) = delete;
  ScopedDecisionRecorder &operator=(const ScopedDecisionRecorder &) = delete;

 private:
  DecisionRecorder *previous_;
};

}  // namespace tbuf::bufferization
