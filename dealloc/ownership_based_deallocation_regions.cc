// Region-branch ops in the ownership-based deallocation (scf.if, scf.for,
// scf.while, scf.execute_region, scf.index_switch): a nested region never
// takes ownership of memrefs from outside (they enter with a `false`
// indicator), and every memref the op forwards between its regions or to
// its results travels with an `i1` ownership indicator. The op gets one
// extra `false` entry operand per memref entry operand and one extra `i1`
// result per memref result; the region block arguments and the yields are
// extended by the block and terminator handlers. As in MLIR, this assumes
// the forwarded lists are at the end of the operand, argument and result
// lists, which holds for the scf ops.
#include <algorithm>

#include "dealloc/ownership_based_deallocation.h"
#include "ir/block.h"
#include "ir/control_flow_interfaces.h"
#include "ir/region.h"

namespace tbuf::dealloc {

Operation *BufferDeallocation::appendOpResults(Operation *op, ArrayRef<Type> types) {
  std::vector<Type> newTypes = op->getResultTypes();
  newTypes.insert(newTypes.end(), types.begin(), types.end());
  std::vector<Value> operands = op->getOperands().vec();
  Operation *newOp = Operation::create(op->getLoc(), op->getDef(), newTypes, operands, op->getAttrDictionary(),
                                       op->getSuccessors(), op->getNumRegions());
  for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i) newOp->getRegion(i).takeBody(op->getRegion(i));
  op->getBlock()->insertBefore(op, newOp);
  for (unsigned i = 0, e = op->getNumResults(); i < e; ++i) op->getResult(i).replaceAllUsesWith(newOp->getResult(i));
  state_.recordReplacement(op, newOp);
  return newOp;
}

Operation *BufferDeallocation::handleRegionBranchOp(Operation *op) {
  const RegionBranchOpInterface *iface = op->getInterface<RegionBranchOpInterface>();
  OpBuilder builder(op->getContext());
  builder.setInsertionPointToStart(op->getBlock());

  std::vector<RegionSuccessor> regions;
  iface->getSuccessorRegions(op, nullptr, regions);
  size_t numMemrefOperands = 0;
  if (!regions.empty())
    for (OpOperand *operand : iface->getEntrySuccessorOperands(op, regions.front().region))
      if (isMemref(operand->get())) ++numMemrefOperands;

  // Memrefs passed in from outside are never owned by the regions.
  Value falseVal = state_.ops().boolConstant(builder, op->getLoc(), false);
  op->insertOperands(op->getNumOperands(), std::vector<Value>(numMemrefOperands, falseVal));

  unsigned counter = op->getNumResults();
  size_t numMemrefResults = std::count_if(op->getResults().begin(), op->getResults().end(), isMemref);
  Operation *newOp = appendOpResults(op, std::vector<Type>(numMemrefResults, builder.getI1Type()));
  for (Value result : newOp->getResults()) {
    if (!isMemref(result)) continue;
    state_.updateOwnership(result, Ownership::getUnique(newOp->getResult(counter++)));
    state_.addMemrefToDeallocate(result, newOp->getBlock());
  }
  return newOp;
}

}  // namespace tbuf::dealloc
