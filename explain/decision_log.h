// The DecisionRecorder of `tbuf explain`: listens to One-Shot Bufferize
// (bufferize/decision_recorder.h) and keeps, as plain values, every in-place
// and out-of-place decision with its reason in words, the alias and
// equivalence sets, and every tensor copy or allocation that tensor copy
// insertion and the models create, each with its cause. A restarted analysis
// (released branch yield) replaces the decisions of its root.
#pragma once

#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "bufferize/decision_recorder.h"
#include "explain/explanation.h"

namespace tbuf::explain {

/// A `bufferization.alloc_tensor` created during bufferization: it becomes a
/// memref.alloc (and, with `copy`, a memref.copy) at `loc`.
struct TensorAllocationRecord {
  SourceLoc loc;
  bool copy = false;
  Cause cause = Cause::None;
  std::string function;
  std::string summary;
  std::vector<std::string> reasons;
  std::vector<Decision::Related> related;
  /// Index into DecisionLog::decisions() of the out-of-place decision behind
  /// it, or -1.
  int decision = -1;
};

class DecisionLog : public bufferization::DecisionRecorder {
 public:
  // ---- DecisionRecorder ----
  void analysisStarted(Operation *root) override;
  void conflictFound(OpOperand *read, OpOperand *write, Value definition) override;
  void operandDecided(const bufferization::OneShotAnalysisState &state, OpOperand &operand, bool inPlace,
                      bool wouldWriteNonWritable, bool forced) override;
  void analysisFinished(Operation *root, const bufferization::OneShotAnalysisState &state) override;
  void tensorAllocated(OpBuilder &b, Operation *allocTensor, Value source, bool copy) override;

  // ---- results ----
  /// In/out-of-place decisions of finished analyses, one per tensor OpOperand
  /// of every analysed op (the operands `test-analysis-only` annotates).
  const std::vector<Decision> &decisions() const { return decisions_; }
  const std::vector<ValueSet> &aliasSets() const { return aliasSets_; }
  const std::vector<ValueSet> &equivalenceSets() const { return equivalenceSets_; }
  const std::vector<TensorAllocationRecord> &allocations() const { return allocations_; }

 private:
  struct Pending {
    bool inPlace = false;
    bool forced = false;
    Cause cause = Cause::None;
    std::vector<std::string> reasons;
    std::vector<Decision::Related> related;
  };
  struct Conflict {
    OpOperand *read = nullptr, *write = nullptr;
    Value definition;
  };
  void describeNonWritable(const bufferization::OneShotAnalysisState &state, OpOperand &operand, Pending &pending);
  bool isAnalysed(Operation *op) const;

  Operation *root_ = nullptr;
  Conflict lastConflict_;
  /// Order in which the analysis decided operands (for "decided earlier").
  absl::flat_hash_map<OpOperand *, Pending> pending_;
  absl::flat_hash_map<OpOperand *, int> decisionIndex_;
  std::vector<Decision> decisions_;
  std::vector<Operation *> decisionRoots_;
  std::vector<ValueSet> aliasSets_, equivalenceSets_;
  std::vector<Operation *> aliasSetRoots_, equivalenceSetRoots_;
  std::vector<Operation *> analysedRoots_;
  std::vector<TensorAllocationRecord> allocations_;
};

}  // namespace tbuf::explain
