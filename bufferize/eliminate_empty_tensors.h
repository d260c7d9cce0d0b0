// Empty tensor elimination (MLIR 22's EmptyTensorElimination.cpp): a
// `tensor.empty` whose value (after ops that write it in place, e.g. a
// linalg.fill) ends up inserted into a destination by a "subset insertion"
// op is replaced by the matching subset *extraction* of that destination,
// so bufferization writes straight into the destination instead of into a
// new allocation that is then copied:
//
//   %e = tensor.empty() : tensor<4xf32>               %s = tensor.extract_slice %t[%o] [4] [1]
//   %f = linalg.fill ins(%c) outs(%e)          ==>    %f = linalg.fill ins(%c) outs(%s)
//   %r = tensor.insert_slice %f into %t[%o] [4] [1]   %r = tensor.insert_slice %f into %t[%o] [4] [1]
//
// Subset insertion ops (MLIR's SubsetInsertionOpInterface) known here:
// tensor.insert_slice, tensor.parallel_insert_slice,
// bufferization.materialize_in_destination and linalg.copy (the whole init
// is the subset). The decisions rely on the One-Shot analysis: only sources
// that bufferize in place are considered, and the reverse use-def walk
// follows only equivalent, same-typed (or cast) values.
#pragma once

#include <vector>

#include "bufferize/one_shot_analysis.h"
#include "ir/dominance.h"
#include "ir/rewriter.h"

namespace tbuf::bufferization {

/// The subset insertion ops (MLIR's SubsetInsertionOpInterface), as a view.
/// Null (`!*this`) for any other op.
class SubsetInsertionOp {
 public:
  explicit SubsetInsertionOp(Operation *op);
  explicit operator bool() const { return op_ != nullptr; }
  Operation *getOperation() const { return op_; }

  /// The tensor that is inserted (insert_slice/parallel_insert_slice/
  /// materialize_in_destination source, linalg.copy input).
  OpOperand &getSourceOperand() const;
  /// Values the extraction of the same subset needs (dynamic offsets, sizes
  /// and strides, then the destination: MLIR's order, which decides the
  /// order of moved definitions); they must be visible where it is built.
  std::vector<Value> getValuesNeededToBuildSubsetExtraction() const;
  /// Builds the extraction of the subset the op inserts into at the
  /// builder's insertion point: a tensor.extract_slice of the destination
  /// with the op's offsets/sizes/strides (of the source's type), the
  /// destination itself for a tensor materialize_in_destination and
  /// linalg.copy, or a `to_tensor restrict` of a memref destination of a
  /// `restrict` materialize_in_destination (whose `restrict` moves to the
  /// new op). Null when no extraction can be built.
  Value buildSubsetExtraction(OpBuilder &builder, Location loc) const;

 private:
  Operation *op_ = nullptr;
};

/// Replaces, at a valid insertion point, the use of `emptyTensorOp` by
/// `user` with the subset extraction of `op` (MLIR's buildSubsetExtraction):
/// returns the new value, or null when no point after every needed value
/// and before `user` exists.
Value buildSubsetExtraction(RewriterBase &rewriter, const SubsetInsertionOp &op, Operation *emptyTensorOp,
                            Operation *user);

/// Moves the definitions of `values` that do not dominate `insertionPoint`,
/// with their backward slice, right before it (MLIR's moveValueDefinitions).
/// Fails, moving nothing, when a value is a block argument or is defined in
/// another block, when the slice contains `insertionPoint` or an op that is
/// not pure (memory-effect free and speculatable).
/// Implemented in eliminate_empty_tensors_move.cc.
LogicalResult moveValueDefinitions(RewriterBase &rewriter, ArrayRef<Value> values, Operation *insertionPoint,
                                   DominanceInfo &dominance);

/// Eliminates the tensor.empty ops under `op` that `state` allows (MLIR's
/// eliminateEmptyTensors(rewriter, op, state)). The analysis must have run.
/// When the values the extraction needs are defined after the use of the
/// tensor.empty, their definitions are first moved before that use
/// (moveValueDefinitions). The replaced tensor.empty ops are left in place
/// (dead when unused).
LogicalResult eliminateEmptyTensors(RewriterBase &rewriter, Operation *op, OneShotAnalysisState &state);

/// Runs the One-Shot analysis (module analysis with function boundaries when
/// `op` is a builtin.module, allow-return-allocs-from-loops on) and then
/// eliminateEmptyTensors; the `eliminate-empty-tensors` pass.
LogicalResult eliminateEmptyTensors(RewriterBase &rewriter, Operation *op);

}  // namespace tbuf::bufferization
