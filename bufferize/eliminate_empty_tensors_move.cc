// Moving the definitions of the values a subset extraction needs (the
// destination, dynamic offsets/sizes/strides) above the use of the
// tensor.empty being replaced, as MLIR 22's empty tensor elimination does
// with moveValueDefinitions (Transforms/RegionUtils): when those values are
// computed between that use and the insertion op, their backward slice is
// moved right before the use, provided it is pure (free of memory effects
// and speculatable), lives in the use's block and does not contain the use.
//
// Speculatability is MLIR's ConditionallySpeculatable, which tbuf's op
// definitions do not model: it is approximated here op by op (integer
// divisions by a constant that cannot trap, dims with an in-range constant
// index, scf.if, scf.for with a constant non-zero step and linalg ops on
// tensors recursively, every other Pure op).
#include <string_view>

#include "absl/container/flat_hash_set.h"
#include "analysis/dominance.h"
#include "bufferize/eliminate_empty_tensors.h"
#include "dialects/utils/dialect_utils.h"
#include "dialects/linalg/linalg_ops.h"
#include "transforms/side_effects.h"

namespace tbuf::bufferization {

namespace {

bool isSpeculatable(Operation *op);

/// Every op nested in `op` is speculatable (MLIR's RecursivelySpeculatable).
bool nestedOpsAreSpeculatable(Operation *op) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block)
        if (!isSpeculatable(&nested)) return false;
  return true;
}

/// MLIR's getSpeculatability() == Speculatable (recursively where the op says
/// RecursivelySpeculatable).
bool isSpeculatable(Operation *op) {
  std::string_view name = op->getName();
  // Integer divisions trap on a zero divisor (and signed ones on -1).
  bool unsignedDiv = name == "arith.divui" || name == "arith.ceildivui";
  bool signedDiv = name == "arith.divsi" || name == "arith.ceildivsi" || name == "arith.floordivsi";
  if (unsignedDiv || signedDiv) {
    if (op->getNumOperands() != 2) return false;
    std::optional<int64_t> divisor = getConstantIntValue(op->getOperand(1));
    return divisor && *divisor != 0 && !(signedDiv && *divisor == -1);
  }
  // Dims are speculatable for a constant index within the rank.
  if (name == "tensor.dim" || name == "memref.dim") {
    if (op->getNumOperands() != 2) return false;
    std::optional<int64_t> index = getConstantIntValue(op->getOperand(1));
    auto shaped = op->getOperand(0).getType().dyn_cast<ShapedType>();
    return index && shaped && shaped.hasRank() && *index >= 0 && *index < shaped.getRank();
  }
  if (name == "scf.if") return nestedOpsAreSpeculatable(op);
  if (name == "scf.for") {
    if (op->getNumOperands() < 3) return false;
    std::optional<int64_t> step = getConstantIntValue(op->getOperand(2));
    return step && *step != 0 && nestedOpsAreSpeculatable(op);
  }
  if (isa<linalg::LinalgOp>(op))
    return linalg::LinalgOp(op).hasPureTensorSemantics() && nestedOpsAreSpeculatable(op);
  return op->isRegistered() && op->hasTrait(OpTrait::Pure);
}

/// MLIR's isPure: no memory effects and speculatable.
bool isPure(Operation *op) { return isMemoryEffectFree(op) && isSpeculatable(op); }

/// Backward slice of `op` (MLIR's getBackwardSlice with inclusive,
/// omitBlockArguments, !omitUsesFromAbove): the defining ops of its
/// operands and of the values its regions use from above, depth first,
/// each op after its dependences, stopping at ops `filter` rejects.
template <typename Filter>
void collectBackwardSlice(Operation *op, const Filter &filter, std::vector<Operation *> &slice,
                          absl::flat_hash_set<Operation *> &inSlice) {
  if (!op || op->hasTrait(OpTrait::IsolatedFromAbove) || !filter(op)) return;
  auto processValue = [&](Value value) {
    Operation *def = value.getDefiningOp();
    if (def && !inSlice.contains(def)) collectBackwardSlice(def, filter, slice, inSlice);
  };
  for (Region &region : op->getRegions())
    region.walk([&](Operation *nested) {
      for (Value operand : nested->getOperands()) {
        Region *valueRegion = operand.getParentRegion();
        if (!valueRegion || !region.isAncestor(valueRegion)) processValue(operand);
      }
    });
  for (Value operand : op->getOperands()) processValue(operand);
  if (inSlice.insert(op).second) slice.push_back(op);
}

}  // namespace

LogicalResult moveValueDefinitions(RewriterBase &rewriter, ArrayRef<Value> values, Operation *insertionPoint,
                                   DominanceInfo &dominance) {
  // Values that are already visible need not move.
  std::vector<Value> prunedValues;
  for (Value value : values) {
    if (dominance.properlyDominates(value, insertionPoint)) continue;
    // Block arguments cannot move; only the insertion point's block is supported.
    if (value.isa<BlockArgument>()) return failure();
    if (value.getDefiningOp()->getBlock() != insertionPoint->getBlock()) return failure();
    prunedValues.push_back(value);
  }

  bool dependsOnSideEffectingOp = false;
  auto filter = [&](Operation *op) {
    bool mustMove = !dominance.properlyDominates(op, insertionPoint);
    if (mustMove && !isPure(op)) dependsOnSideEffectingOp = true;
    return mustMove;
  };
  std::vector<Operation *> slice;
  absl::flat_hash_set<Operation *> inSlice;
  for (Value value : prunedValues) collectBackwardSlice(value.getDefiningOp(), filter, slice, inSlice);

  if (inSlice.contains(insertionPoint) || dependsOnSideEffectingOp) return failure();
  // The slice lists every op after the ops it depends on.
  for (Operation *op : slice) rewriter.moveOpBefore(op, insertionPoint);
  return success();
}

}  // namespace tbuf::bufferization
