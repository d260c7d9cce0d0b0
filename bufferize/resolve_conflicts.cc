// The default BufferizableOpInterface::resolveConflicts (MLIR 22's
// resolveTensorOpOperandConflicts): every tensor OpOperand the analysis left
// out of place gets a private copy, `bufferization.alloc_tensor() copy(%v)`,
// created right before the op. Two refinements, as in MLIR:
//   - no `copy` (just an allocation) when the copy can be omitted: the
//     contents are undefined (tensor.empty), the op overwrites the buffer
//     without reading it, or nobody reads the value or its aliases;
//   - when the op neither writes the operand nor creates more than one
//     alias of it (e.g. tensor.extract_slice), the single aliasing result is
//     copied instead, right after the op, since it is usually smaller.
#include <algorithm>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "bufferize/analysis_state.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization {

namespace {

/// MLIR's AnalysisState::canOmitTensorCopy.
bool canOmitTensorCopy(const AnalysisState &state, OpOperand &operand) {
  // Undefined contents need no copy.
  if (state.hasUndefinedContents(&operand)) return true;
  // A buffer entirely overwritten, without reading the old contents.
  if (state.bufferizesToMemoryWrite(operand) && !state.bufferizesToMemoryRead(operand)) return true;
  // A tensor that is never read (neither here nor through an alias).
  if (!state.bufferizesToMemoryRead(operand)) {
    AliasingValueList aliases = state.getAliasingValues(operand);
    if (std::none_of(aliases.begin(), aliases.end(), [&](const AliasingValue &a) { return state.isValueRead(a.value); }))
      return true;
  }
  return false;
}

}  // namespace

LogicalResult BufferizableOpInterface::resolveConflicts(Operation *op, RewriterBase &rewriter,
                                                        const AnalysisState &state,
                                                        BufferizationState &bufferizationState) const {
  // Most ops have every tensor operand in place: nothing to copy.
  bool anyOutOfPlace = false;
  for (OpOperand &operand : op->getOpOperands())
    if (operand.get().getType().isa<TensorType>() && !state.isInPlace(operand)) {
      anyOutOfPlace = true;
      break;
    }
  if (!anyOutOfPlace) return success();

  OpBuilder::InsertionGuard guard(rewriter);
  const BufferizationOptions &options = state.getOptions();
  std::vector<OpOperand *> outOfPlaceOpOperands;
  absl::flat_hash_set<OpOperand *> copiedOpOperands;
  std::vector<Value> outOfPlaceValues;
  absl::flat_hash_set<Value> copiedValues;

  for (OpOperand &operand : op->getOpOperands()) {
    Type operandType = operand.get().getType();
    if (!operandType.isa<TensorType>()) continue;
    if (state.isInPlace(operand)) continue;
    if (operandType.isa<UnrankedTensorType>())
      return op->emitError() << "copying of unranked tensors is not implemented";

    AliasingValueList aliases = state.getAliasingValues(operand);
    if (aliases.size() == 1 && aliases.front().value.isa<OpResult>() && !state.bufferizesToMemoryWrite(operand) &&
        state.getAliasingOpOperands(aliases.front().value).size() == 1 &&
        !aliases.front().value.getType().isa<UnrankedTensorType>()) {
      // The op does not write and creates exactly one alias: copy the
      // result (often smaller, e.g. an extract_slice) instead.
      Value value = aliases.front().value;
      if (std::find(outOfPlaceValues.begin(), outOfPlaceValues.end(), value) == outOfPlaceValues.end())
        outOfPlaceValues.push_back(value);
      if (!canOmitTensorCopy(state, operand)) copiedValues.insert(value);
    } else {
      outOfPlaceOpOperands.push_back(&operand);
      if (!canOmitTensorCopy(state, operand)) copiedOpOperands.insert(&operand);
    }
  }

  // Copies of operands, before the op.
  rewriter.setInsertionPoint(op);
  for (OpOperand *operand : outOfPlaceOpOperands) {
    std::optional<Value> copy = allocateTensorForShapedValue(rewriter, op->getLoc(), operand->get(), options,
                                                             bufferizationState, copiedOpOperands.contains(operand));
    if (!copy) return failure();
    rewriter.modifyOpInPlace(op, [&] { operand->set(*copy); });
  }

  // Copies of results, after the op; every other use reads the copy.
  rewriter.setInsertionPointAfter(op);
  for (Value value : outOfPlaceValues) {
    std::optional<Value> copy = allocateTensorForShapedValue(rewriter, op->getLoc(), value, options,
                                                             bufferizationState, copiedValues.contains(value));
    if (!copy) return failure();
    Operation *copyOp = copy->getDefiningOp();
    std::vector<OpOperand *> uses;
    for (OpOperand &use : value.getUses()) uses.push_back(&use);
    for (OpOperand *use : uses) {
      Operation *owner = use->getOwner();
      // Not the new alloc_tensor, nor the tensor.dim ops created for its sizes.
      if (owner == copyOp || owner->getName() == "tensor.dim") continue;
      rewriter.modifyOpInPlace(owner, [&] { use->set(*copy); });
    }
  }
  return success();
}

}  // namespace tbuf::bufferization
