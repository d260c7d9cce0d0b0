// scf.while: the canonicalization patterns of MLIR 22, in MLIR's order
// (WhileConditionTruth, WhileCmpCond, WhileOpAlignBeforeArgs,
// WhileMoveIfDown, then the region-branch patterns that drop loop-invariant,
// duplicate and unused arguments and results).
//
//   after-region uses of the forwarded condition          =>  true
//   after-region `cmpi p, %arg, %x` repeating the condition =>  true/false
//   scf.condition args permuting the before args           =>  reordered
//   `%r = scf.if %cond {...}` right before `scf.condition(%cond) %r`
//                                                          =>  then-block moved
//                                                              into the after region
#include "absl/container/flat_hash_set.h"
#include "dialects/scf/scf_canonicalize.h"
#include "dialects/scf/scf_ops.h"

namespace tbuf::scf::canon {
namespace {

/// `scf.while` with the given results and inits and two empty regions (the
/// ODS builder without body builders).
WhileOp createEmptyWhile(RewriterBase &rewriter, Location loc, ArrayRef<Type> types, ArrayRef<Value> inits) {
  OperationState state(rewriter.getContext(), loc, WhileOp::getOperationName());
  state.addOperands(inits);
  state.addTypes(types);
  state.addRegion();
  state.addRegion();
  return WhileOp(rewriter.create(state));
}

/// Uses of the condition forwarded to the after region become `true`.
LogicalResult whileConditionTruth(Operation *op, RewriterBase &rewriter) {
  WhileOp whileOp(op);
  ConditionOp term = whileOp.getConditionOp();
  if (!term) return failure();
  Value constantTrue;
  bool replaced = false;
  std::vector<Value> afterArgs = whileOp.getAfterArguments();
  OperandRange args = term.getArgs();
  for (size_t i = 0; i < args.size() && i < afterArgs.size(); ++i) {
    if (args[i] != term.getCondition() || afterArgs[i].use_empty()) continue;
    if (!constantTrue) constantTrue = createBoolConstant(rewriter, op->getLoc(), true);
    rewriter.replaceAllUsesWith(afterArgs[i], constantTrue);
    replaced = true;
  }
  return success(replaced);
}

/// MLIR's arith::invertPredicate on CmpIPredicate numbers
/// (eq ne slt sle sgt sge ult ule ugt uge).
int64_t invertCmpIPredicate(int64_t p) {
  static constexpr int64_t kInverse[] = {1, 0, 5, 4, 3, 2, 9, 8, 7, 6};
  return p >= 0 && p < 10 ? kInverse[p] : -1;
}

std::optional<int64_t> getCmpIPredicate(Operation *cmp) {
  auto attr = cmp->getAttrOfType<IntegerAttr>("predicate");
  if (!attr) return std::nullopt;
  return attr.getInt();
}

/// An after-region `arith.cmpi` repeating the loop condition on the
/// forwarded value folds to true (same predicate) or false (inverse).
LogicalResult whileCmpCond(Operation *op, RewriterBase &rewriter) {
  WhileOp whileOp(op);
  ConditionOp cond = whileOp.getConditionOp();
  if (!cond) return failure();
  Operation *cmp = getDefiningOpNamed(cond.getCondition(), "arith.cmpi");
  if (!cmp || cmp->getNumOperands() != 2) return failure();
  std::optional<int64_t> predicate = getCmpIPredicate(cmp);
  if (!predicate) return failure();
  bool changed = false;
  std::vector<Value> afterArgs = whileOp.getAfterArguments();
  std::vector<Value> args = cond.getArgs().vec();
  for (size_t t = 0; t < args.size() && t < afterArgs.size(); ++t) {
    for (unsigned opIdx = 0; opIdx < 2; ++opIdx) {
      if (args[t] != cmp->getOperand(opIdx)) continue;
      for (OpOperand &use : afterArgs[t].getUses()) {
        Operation *cmp2 = use.getOwner();
        if (cmp2->getName() != "arith.cmpi" || cmp2->getNumOperands() != 2) continue;
        if (cmp2->getOperand(1 - opIdx) != cmp->getOperand(1 - opIdx)) continue;
        std::optional<int64_t> predicate2 = getCmpIPredicate(cmp2);
        if (!predicate2) continue;
        bool samePredicate;
        if (*predicate2 == *predicate)
          samePredicate = true;
        else if (*predicate2 == invertCmpIPredicate(*predicate))
          samePredicate = false;
        else
          continue;
        // Created at the rewriter's insertion point (before the loop), as
        // MLIR's replaceOpWithNewOp does.
        Value c = createArithConstant(rewriter, cmp2->getLoc(), IntegerAttr::get(rewriter.getI1Type(), samePredicate));
        rewriter.replaceOp(cmp2, {c});
        changed = true;
      }
    }
  }
  return success(changed);
}

/// If the condition args are a permutation of the before block args, they
/// are reordered to match (MLIR's WhileOpAlignBeforeArgs).
LogicalResult whileOpAlignBeforeArgs(Operation *op, RewriterBase &rewriter) {
  WhileOp loop(op);
  ConditionOp oldTerm = loop.getConditionOp();
  if (!oldTerm) return failure();
  Block *oldBefore = loop.getBeforeBody();
  std::vector<Value> beforeArgs = oldBefore->getArguments();
  std::vector<Value> termArgs = oldTerm.getArgs().vec();
  if (beforeArgs == termArgs) return failure();
  absl::flat_hash_set<Value> seen;
  for (Value v : termArgs)
    if (!seen.insert(v).second) return failure();
  if (beforeArgs.size() != termArgs.size()) return failure();
  // mapping[j] = i: termArgs[j] == beforeArgs[i].
  std::vector<unsigned> mapping(beforeArgs.size());
  for (unsigned i = 0; i < beforeArgs.size(); ++i) {
    auto it = std::find(termArgs.begin(), termArgs.end(), beforeArgs[i]);
    if (it == termArgs.end()) return failure();
    mapping[it - termArgs.begin()] = i;
  }

  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(oldTerm);
    Operation *newTerm = rewriter.create<ConditionOp>(oldTerm.getLoc(), oldTerm.getCondition(), ValueRange(beforeArgs));
    rewriter.replaceOp(oldTerm, newTerm);
  }

  Block *oldAfter = loop.getAfterBody();
  std::vector<Type> newResultTypes(beforeArgs.size());
  for (unsigned i = 0; i < mapping.size(); ++i) newResultTypes[mapping[i]] = op->getResult(i).getType();

  WhileOp newLoop = rewriter.create<WhileOp>(op->getLoc(), newResultTypes, loop.getInits().vec(), nullptr, nullptr);
  Block *newBefore = newLoop.getBeforeBody();
  Block *newAfter = newLoop.getAfterBody();
  std::vector<Value> newResults(beforeArgs.size()), newAfterArgs(beforeArgs.size());
  for (unsigned i = 0; i < mapping.size(); ++i) {
    newResults[i] = newLoop->getResult(mapping[i]);
    newAfterArgs[i] = newAfter->getArgument(mapping[i]);
  }
  rewriter.inlineBlockBefore(oldBefore, newBefore, newBefore->empty() ? nullptr : &newBefore->front(),
                             newBefore->getArguments());
  rewriter.inlineBlockBefore(oldAfter, newAfter, newAfter->empty() ? nullptr : &newAfter->front(), newAfterArgs);
  rewriter.replaceOp(op, newResults);
  return success();
}

/// Operands of ops nested in `region` whose value is defined in a proper
/// ancestor region (MLIR's visitUsedValuesDefinedAbove, post-order walk).
void visitUsedValuesDefinedAbove(Region &region, const std::function<void(OpOperand *)> &callback) {
  absl::flat_hash_set<Region *> properAncestors;
  for (Region *r = region.getParentRegion(); r; r = r->getParentRegion()) properAncestors.insert(r);
  region.walk([&](Operation *nested) {
    for (OpOperand &operand : nested->getOpOperands())
      if (properAncestors.contains(operand.get().getParentRegion())) callback(&operand);
  });
}

/// Moves an scf.if on the loop condition, right before scf.condition, into
/// the after region (MLIR's WhileMoveIfDown).
LogicalResult whileMoveIfDown(Operation *op, RewriterBase &rewriter) {
  WhileOp whileOp(op);
  ConditionOp conditionOp = whileOp.getConditionOp();
  if (!conditionOp) return failure();
  Operation *prev = conditionOp->getPrevNode();
  if (!prev || !IfOp::classof(prev)) return failure();
  IfOp ifOp(prev);
  if (ifOp.getCondition() != conditionOp.getCondition()) return failure();
  if (ifOp.elseBlock() && &ifOp.elseBlock()->front() != &ifOp.elseBlock()->back()) return failure();
  // MLIR asserts that the if's results only feed the condition.
  for (Value r : prev->getResults())
    for (OpOperand &use : r.getUses())
      if (use.getOwner() != conditionOp.getOperation()) return failure();

  Location loc = op->getLoc();
  std::vector<Value> afterArgs = whileOp.getAfterArguments();
  for (unsigned idx = 1; idx < conditionOp->getNumOperands(); ++idx) {
    Value arg = conditionOp->getOperand(idx);
    auto result = arg.dyn_cast<OpResult>();
    if (!result || result.getOwner() != prev) continue;
    unsigned ifIdx = result.getResultNumber();
    Value thenValue = ifOp.thenYield()->getOperand(ifIdx);
    Value elseValue = ifOp.elseYield()->getOperand(ifIdx);
    rewriter.replaceAllUsesWith(prev->getResult(ifIdx), elseValue);
    rewriter.replaceAllUsesWith(afterArgs[idx - 1], thenValue);
  }

  std::vector<Value> additional;
  absl::flat_hash_set<Value> additionalSet;
  visitUsedValuesDefinedAbove(ifOp.getThenRegion(), [&](OpOperand *operand) {
    if (&whileOp.getBefore() == operand->get().getParentRegion() && additionalSet.insert(operand->get()).second)
      additional.push_back(operand->get());
  });

  std::vector<Type> newResultTypes = op->getResultTypes();
  std::vector<Type> additionalTypes;
  for (Value v : additional) additionalTypes.push_back(v.getType());
  newResultTypes.insert(newResultTypes.end(), additionalTypes.begin(), additionalTypes.end());

  WhileOp newWhileOp = createEmptyWhile(rewriter, loc, newResultTypes, whileOp.getInits().vec());
  rewriter.modifyOpInPlace(newWhileOp, [&] {
    newWhileOp.getBefore().takeBody(whileOp.getBefore());
    newWhileOp.getAfter().takeBody(whileOp.getAfter());
    for (Type t : additionalTypes) newWhileOp.getAfterBody()->addArgument(t, loc);
  });
  rewriter.modifyOpInPlace(conditionOp, [&] {
    conditionOp->insertOperands(conditionOp->getNumOperands(), additional);
  });

  std::vector<Value> newAfterArgs = newWhileOp.getAfterArguments();
  size_t firstNew = newAfterArgs.size() - additional.size();
  for (size_t i = 0; i < additional.size(); ++i)
    rewriter.replaceUsesWithIf(additional[i], newAfterArgs[firstNew + i], [&](OpOperand &use) {
      return ifOp.getThenRegion().isAncestor(use.getOwner()->getParentRegion());
    });

  rewriter.eraseOp(ifOp.thenYield());
  Block *afterBody = newWhileOp.getAfterBody();
  rewriter.inlineBlockBefore(ifOp.thenBlock(), afterBody, afterBody->empty() ? nullptr : &afterBody->front());
  rewriter.eraseOp(prev);
  std::vector<Value> results = newWhileOp->getResults().vec();
  results.resize(results.size() - additional.size());
  rewriter.replaceOp(op, results);
  return success();
}

}  // namespace

void addWhileCanonicalizations(OpDefinition &def) {
  def.canonicalizers.push_back(whileConditionTruth);
  def.canonicalizers.push_back(whileCmpCond);
  def.canonicalizers.push_back(whileOpAlignBeforeArgs);
  def.canonicalizers.push_back(whileMoveIfDown);
  addRegionBranchPatterns(def);
}

}  // namespace tbuf::scf::canon
