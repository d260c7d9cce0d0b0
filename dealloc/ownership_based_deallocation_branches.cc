// Unstructured control flow in the ownership-based deallocation: a block
// ending in `cf.br` frees what it owns and does not pass on, retains what
// the successor needs (forwarded operands and values live into it), and
// forwards one ownership `i1` per memref operand (the successor block got a
// matching argument). `cf.cond_br` gets one dealloc per successor with the
// same memrefs; their conditions are conjoined with the branch condition
// (or its negation) so nothing is freed twice, and values retained on both
// edges get `arith.select %cond, %own_then, %own_else` as ownership.
#include <algorithm>
#include <functional>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "dealloc/ownership_based_deallocation.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/cf/cf_ops.h"
#include "ir/block.h"
#include "ir/control_flow_interfaces.h"

namespace tbuf::dealloc {

Operation *BufferDeallocation::handleBranchOp(Operation *op) {
  if (op->getNumSuccessors() > 1) {
    op->emitError() << "BranchOpInterface operations with multiple successors are not supported yet";
    return nullptr;
  }
  if (op->getNumSuccessors() != 1) {
    op->emitError() << "only BranchOpInterface operations with exactly one successor are supported yet";
    return nullptr;
  }
  const BranchOpInterface *iface = op->getInterface<BranchOpInterface>();
  std::vector<OpOperand *> forwardedOperands = iface->getSuccessorOperands(op, 0);
  // The forwarded operands must be the trailing operands so that ownership
  // indicators can be appended (true for cf.br).
  unsigned firstForwarded = op->getNumOperands() - forwardedOperands.size();
  for (size_t i = 0; i < forwardedOperands.size(); ++i)
    if (forwardedOperands[i]->getOperandNumber() != firstForwarded + i) {
      op->emitError() << "produced operands are not supported";
      return nullptr;
    }

  Block *block = op->getBlock();
  OpBuilder builder(op);
  std::vector<Value> memrefs, conditions;
  if (failed(state_.getMemrefsAndConditionsToDeallocate(builder, op->getLoc(), block, memrefs, conditions)))
    return nullptr;
  std::vector<Value> forwarded;
  for (OpOperand *operand : forwardedOperands) forwarded.push_back(operand->get());
  std::vector<Value> toRetain = state_.getMemrefsToRetain(block, op->getSuccessor(0), forwarded);

  auto dealloc = builder.create<bufferization::DeallocOp>(op->getLoc(), ValueRange(memrefs), ValueRange(conditions),
                                                          ValueRange(toRetain));
  // The dealloc results are the (unique) ownerships of the retained values.
  std::vector<Value> ownerships(dealloc->getResults().begin(), dealloc->getResults().end());
  state_.setRetainedOwnerships(toRetain, ownerships, block);

  size_t numAdditional = std::count_if(forwarded.begin(), forwarded.end(), isMemref);
  std::vector<Value> newOperands = op->getOperands().vec();
  for (size_t i = 0; i < numAdditional; ++i) newOperands.push_back(dealloc->getResult(i));
  op->setOperands(newOperands);
  return op;
}

Operation *BufferDeallocation::handleCondBranchOp(Operation *op) {
  cf::CondBranchOp condBr(op);
  Block *block = op->getBlock();
  OpBuilder builder(op);
  Value branchCond = condBr.getCondition();

  // The memrefs to free do not depend on the successor.
  std::vector<Value> memrefs, conditions;
  if (failed(state_.getMemrefsAndConditionsToDeallocate(builder, op->getLoc(), block, memrefs, conditions)))
    return nullptr;

  auto insertDeallocForBranch = [&](Block *target, std::vector<Value> destOperands,
                                    const std::function<Value(Value)> &conditionModifier,
                                    absl::flat_hash_map<Value, Value> &mapping,
                                    std::vector<Value> &newDestOperands) {
    std::vector<Value> toRetain = state_.getMemrefsToRetain(block, target, destOperands);
    std::vector<Value> adapted;
    for (Value c : conditions) adapted.push_back(conditionModifier(c));
    auto dealloc = builder.create<bufferization::DeallocOp>(op->getLoc(), ValueRange(memrefs), ValueRange(adapted),
                                                            ValueRange(toRetain));
    std::vector<Value> ownerships(dealloc->getResults().begin(), dealloc->getResults().end());
    state_.setRetainedOwnerships(toRetain, ownerships, block);
    for (size_t i = 0; i < toRetain.size(); ++i) mapping.try_emplace(toRetain[i], ownerships[i]);
    newDestOperands = destOperands;
    for (Value operand : destOperands)
      if (isMemref(operand)) newDestOperands.push_back(mapping[operand]);
    return std::vector<Value>(toRetain);
  };

  absl::flat_hash_map<Value, Value> thenMapping, elseMapping;
  std::vector<Value> newTrue, newFalse;
  std::vector<Value> thenRetained = insertDeallocForBranch(
      condBr.getTrueDest(), condBr.getTrueDestOperands().vec(),
      [&](Value c) { return builder.create<arith::AndIOp>(op->getLoc(), c, branchCond).getResult(); }, thenMapping,
      newTrue);
  std::vector<Value> elseRetained = insertDeallocForBranch(
      condBr.getFalseDest(), condBr.getFalseDestOperands().vec(),
      [&](Value c) {
        Value trueVal = state_.ops().boolConstant(builder, op->getLoc(), true);
        Value negation = builder.create<arith::XOrIOp>(op->getLoc(), trueVal, branchCond).getResult();
        return builder.create<arith::AndIOp>(op->getLoc(), c, negation).getResult();
      },
      elseMapping, newFalse);

  // Values retained on both edges: select the ownership by the branch
  // condition to keep a unique ownership.
  absl::flat_hash_set<Value> thenValues;
  for (Value v : thenRetained) thenValues.insert(v);
  absl::flat_hash_set<Value> common;
  for (Value retained : elseRetained) {
    if (!thenValues.contains(retained) || !common.insert(retained).second) continue;
    state_.resetOwnerships({retained}, block);
    Value combined = builder
                         .create<arith::SelectOp>(op->getLoc(), branchCond, thenMapping[retained],
                                                  elseMapping[retained])
                         .getResult();
    state_.updateOwnership(retained, Ownership::getUnique(combined), block);
  }

  std::vector<Value> operands{branchCond};
  operands.insert(operands.end(), newTrue.begin(), newTrue.end());
  operands.insert(operands.end(), newFalse.begin(), newFalse.end());
  op->setOperands(operands);
  op->setAttr("operandSegmentSizes", builder.getDenseI32ArrayAttr(
                                         {1, static_cast<int64_t>(newTrue.size()), static_cast<int64_t>(newFalse.size())}));
  return op;
}

}  // namespace tbuf::dealloc
