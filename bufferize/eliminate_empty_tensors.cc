// Empty tensor elimination (see eliminate_empty_tensors.h), following MLIR
// 22's EmptyTensorElimination.cpp: for every subset insertion op whose
// source bufferizes in place, walk the source's reverse use-def chain through
// equivalent, same-typed values (ops that write their operand in place, like
// linalg.fill's init, and tensor.cast) to tensor.empty ops; replace the use
// of each such tensor.empty on that chain by the subset extraction of the
// insertion op's destination, built at the first point where all the values
// it needs are visible and which still comes before that use (after moving
// their definitions above the use when they come later and can move).
#include "bufferize/eliminate_empty_tensors.h"

#include "analysis/dominance.h"
#include "bufferize/one_shot_module_bufferize.h"
#include "dialects/tensor/tensor_ops.h"
#include "ir/builtin_ops.h"

namespace tbuf::bufferization {

namespace {

/// All `neededValues` are in scope at `insertionPoint`.
bool neededValuesDominateInsertionPoint(DominanceInfo &domInfo, Operation *insertionPoint,
                                        const std::vector<Value> &neededValues) {
  for (Value value : neededValues) {
    if (auto bbArg = value.dyn_cast<BlockArgument>()) {
      if (!findAncestorOpInBlock(bbArg.getOwner(), insertionPoint)) return false;
    } else if (!domInfo.properlyDominates(value.getDefiningOp(), insertionPoint)) {
      return false;
    }
  }
  return true;
}

/// The first candidate point (the tensor.empty itself, then right after the
/// definition of each needed value) where every needed value is visible and
/// which dominates `user`; null if none.
Operation *findValidInsertionPoint(DominanceInfo &domInfo, Operation *emptyTensorOp, Operation *user,
                                   const std::vector<Value> &neededValues) {
  std::vector<Operation *> candidates{emptyTensorOp};
  for (Value value : neededValues) {
    // The user needs every value, so there is an op after each definition
    // (the user or one of its ancestors) and in each value's block.
    if (auto bbArg = value.dyn_cast<BlockArgument>()) {
      Block *block = bbArg.getOwner();
      if (!block->empty()) candidates.push_back(&block->front());
    } else if (Operation *next = value.getDefiningOp()->getNextNode()) {
      candidates.push_back(next);
    }
  }
  for (Operation *candidate : candidates) {
    if (!neededValuesDominateInsertionPoint(domInfo, candidate, neededValues)) continue;
    if (!domInfo.dominates(candidate, user)) continue;
    return candidate;
  }
  return nullptr;
}

bool isEmptyTensor(Value value) {
  Operation *def = value.getDefiningOp();
  return def && isa<tensor::EmptyOp>(def);
}

}  // namespace

Value buildSubsetExtraction(RewriterBase &rewriter, const SubsetInsertionOp &op, Operation *emptyTensorOp,
                            Operation *user) {
  OpBuilder::InsertionGuard guard(rewriter);
  std::vector<Value> neededValues = op.getValuesNeededToBuildSubsetExtraction();
  DominanceInfo domInfo;
  Operation *insertionPoint = findValidInsertionPoint(domInfo, emptyTensorOp, user, neededValues);
  if (!insertionPoint) return Value();
  rewriter.setInsertionPoint(insertionPoint);
  return op.buildSubsetExtraction(rewriter, emptyTensorOp->getLoc());
}

LogicalResult eliminateEmptyTensors(RewriterBase &rewriter, Operation *op, OneShotAnalysisState &state) {
  OpBuilder::InsertionGuard guard(rewriter);
  // The ops are collected first (post-order, as MLIR's walk): the rewrite
  // only adds extractions and casts, which are no subset insertions.
  std::vector<Operation *> insertionOps;
  op->walk([&](Operation *nested) {
    if (SubsetInsertionOp(nested)) insertionOps.push_back(nested);
  });

  for (Operation *insertionOp : insertionOps) {
    SubsetInsertionOp subsetOp(insertionOp);
    OpOperand &source = subsetOp.getSourceOperand();
    // Only sources that bufferize in place: a tensor.empty could still be
    // replaced otherwise, but that may not pay off.
    if (!source.get().getType().isa<TensorType>() || !state.isInPlace(source)) continue;

    // tensor.empty ops on the reverse use-def chain, through equivalent
    // values of the same type (or casts) only: no slices or reshapes.
    TraversalConfig config;
    config.followEquivalentOnly = true;
    config.alwaysIncludeLeaves = false;
    config.followSameTypeOrCastsOnly = true;
    absl::flat_hash_set<OpOperand *> visitedOpOperands;
    std::vector<Value> emptyTensors =
        state.findValueInReverseUseDefChain(&source, isEmptyTensor, config, &visitedOpOperands);

    for (Value emptyValue : emptyTensors) {
      Operation *emptyTensorOp = emptyValue.getDefiningOp();
      // The use of the tensor.empty that the walk went through.
      OpOperand *useToBeReplaced = nullptr;
      for (OpOperand &use : emptyValue.getUses())
        if (visitedOpOperands.contains(&use)) {
          useToBeReplaced = &use;
          break;
        }
      if (!useToBeReplaced) continue;
      Operation *user = useToBeReplaced->getOwner();
      // Values computed between the use and the insertion op move above the
      // use when that is safe; otherwise no insertion point may exist.
      DominanceInfo domInfo;
      (void)moveValueDefinitions(rewriter, subsetOp.getValuesNeededToBuildSubsetExtraction(), user, domInfo);
      Value replacement = buildSubsetExtraction(rewriter, subsetOp, emptyTensorOp, user);
      if (!replacement || replacement.getDefiningOp() == emptyTensorOp) continue;
      if (replacement.getType() != emptyValue.getType()) {
        auto replacementType = replacement.getType().dyn_cast<ShapedType>();
        auto emptyType = emptyValue.getType().dyn_cast<ShapedType>();
        if (!replacementType || !emptyType || replacementType.getElementType() != emptyType.getElementType())
          continue;
        rewriter.setInsertionPointAfterValue(replacement);
        replacement = rewriter.create<tensor::CastOp>(emptyValue.getLoc(), emptyValue.getType(), replacement)
                          .getResult();
      }
      // Replace only this use of the tensor.empty.
      unsigned operandNumber = useToBeReplaced->getOperandNumber();
      rewriter.modifyOpInPlace(user, [&] { user->setOperand(operandNumber, replacement); });
    }
  }
  return success();
}

LogicalResult eliminateEmptyTensors(RewriterBase &rewriter, Operation *op) {
  bool isModule = isa<ModuleOp>(op);
  BufferizationOptions options;
  options.allowReturnAllocsFromLoops = true;
  // A module is analysed across function boundaries; any other op with
  // func.func arguments, calls and returns left alone.
  options.bufferizeFunctionBoundaries = isModule;
  OneShotAnalysisState state(op, options);
  if (isModule) {
    if (failed(analyzeModuleOp(op, state))) return failure();
  } else if (failed(analyzeOp(op, state))) {
    return failure();
  }
  return eliminateEmptyTensors(rewriter, op, state);
}

}  // namespace tbuf::bufferization
