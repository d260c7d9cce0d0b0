// scf.if: the fold and the canonicalization patterns of MLIR 22, tried in
// MLIR's order (CombineIfs, CombineNestedIfs, ConditionPropagation,
// ConvertTrivialIfToSelect, RemoveEmptyElseBranch, RemoveStaticCondition,
// ReplaceIfYieldWithConditionOrValue, then the region-branch patterns that
// drop unused results).
//
//   fold:  scf.if (xori %c, true) {A} else {B}  =>  scf.if %c {B} else {A}
//   scf.if %true {A} else {B}                   =>  A inlined
//   %r = scf.if %c { yield %a } else { yield %b } =>  arith.select %c, %a, %b
//   scf.if %c {A}; scf.if %c {B}                =>  scf.if %c {A; B}
//   scf.if %c { scf.if %d {A} }                 =>  scf.if (andi %c, %d) {A}
//   uses of %c inside the then/else region      =>  true / false
#include "dialects/utils/dialect_utils_uses.h"
#include "dialects/scf/scf_canonicalize.h"
#include "dialects/scf/scf_ops.h"

namespace tbuf::scf::canon {
namespace {

/// The operands of `op`'s then/else yield (empty if there is none).
std::vector<Value> yieldOperands(YieldOp y) { return y ? y.getResults().vec() : std::vector<Value>(); }

/// `scf.if` with the given result types and two empty regions (MLIR's
/// IfOp::build(resultTypes, cond) without blocks).
IfOp createEmptyIf(RewriterBase &rewriter, Location loc, ArrayRef<Type> types, Value cond) {
  OperationState state(rewriter.getContext(), loc, IfOp::getOperationName());
  state.addOperands({cond});
  state.addTypes(types);
  state.addRegion();
  state.addRegion();
  return IfOp(rewriter.create(state));
}

/// `scf.yield values` at the rewriter's insertion point.
Operation *createYield(RewriterBase &rewriter, Location loc, ArrayRef<Value> values) {
  return createOp(rewriter, loc, YieldOp::getOperationName(), values, {});
}

/// xori %lhs, <one>: the lhs, else null.
Value getNegatedValue(Value v) {
  Operation *x = getDefiningOpNamed(v, "arith.xori");
  if (!x || x->getNumOperands() != 2 || !isConstantOne(x->getOperand(1))) return Value();
  return x->getOperand(0);
}

// ---- fold ------------------------------------------------------------------------

/// if (!c) then A() else B()  =>  if c then B() else A()
LogicalResult foldIf(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &) {
  IfOp ifOp(op);
  if (ifOp.getElseRegion().empty()) return failure();
  Value lhs = getNegatedValue(ifOp.getCondition());
  if (!lhs) return failure();
  op->setOperand(0, lhs);
  Region &thenRegion = ifOp.getThenRegion(), &elseRegion = ifOp.getElseRegion();
  Block *thenBlock = &thenRegion.front();
  Block *elseBlock = &elseRegion.front();
  thenRegion.remove(thenBlock);
  elseRegion.remove(elseBlock);
  thenRegion.push_back(elseBlock);
  elseRegion.push_back(thenBlock);
  return success();
}

// ---- patterns ----------------------------------------------------------------------

/// Merges an scf.if into the preceding scf.if on the same (or negated)
/// condition.
LogicalResult combineIfs(Operation *op, RewriterBase &rewriter) {
  IfOp nextIf(op);
  Operation *prev = op->getPrevNode();
  if (!prev || !IfOp::classof(prev)) return failure();
  IfOp prevIf(prev);

  Block *nextThen = nullptr, *nextElse = nullptr;
  if (nextIf.getCondition() == prevIf.getCondition()) {
    nextThen = nextIf.thenBlock();
    if (!nextIf.getElseRegion().empty()) nextElse = nextIf.elseBlock();
  }
  if (Value lhs = getNegatedValue(nextIf.getCondition()); lhs && lhs == prevIf.getCondition()) {
    nextElse = nextIf.thenBlock();
    if (!nextIf.getElseRegion().empty()) nextThen = nextIf.elseBlock();
  }
  if (Value lhs = getNegatedValue(prevIf.getCondition()); lhs && lhs == nextIf.getCondition()) {
    nextElse = nextIf.thenBlock();
    if (!nextIf.getElseRegion().empty()) nextThen = nextIf.elseBlock();
  }
  if (!nextThen && !nextElse) return failure();

  // Uses of prevIf's results inside nextIf take the yielded values directly.
  std::vector<Value> prevThenYielded = yieldOperands(prevIf.thenYield());
  std::vector<Value> prevElseYielded =
      prevIf.getElseRegion().empty() ? std::vector<Value>() : yieldOperands(prevIf.elseYield());
  size_t n = std::min({static_cast<size_t>(prev->getNumResults()), prevThenYielded.size(), prevElseYielded.size()});
  for (size_t i = 0; i < n; ++i) {
    Value result = prev->getResult(i);
    for (OpOperand &use : result.getUses()) {
      Operation *owner = use.getOwner();
      Region *ownerRegion = owner->getParentRegion();
      if (nextThen && nextThen->getParent()->isAncestor(ownerRegion)) {
        rewriter.modifyOpInPlace(owner, [&] { use.set(prevThenYielded[i]); });
      } else if (nextElse && nextElse->getParent()->isAncestor(ownerRegion)) {
        rewriter.modifyOpInPlace(owner, [&] { use.set(prevElseYielded[i]); });
      }
    }
  }

  std::vector<Type> mergedTypes = prev->getResultTypes();
  for (Type t : op->getResultTypes()) mergedTypes.push_back(t);
  IfOp combinedIf = rewriter.create<IfOp>(op->getLoc(), mergedTypes, prevIf.getCondition(), /*withElseRegion=*/false);
  rewriter.eraseBlock(&combinedIf.getThenRegion().back());
  rewriter.inlineRegionBefore(prevIf.getThenRegion(), combinedIf.getThenRegion(),
                              combinedIf.getThenRegion().empty() ? nullptr : &combinedIf.getThenRegion().front());

  if (nextThen) {
    Operation *thenYield = &combinedIf.thenBlock()->back();
    Operation *thenYield2 = &nextThen->back();
    rewriter.mergeBlocks(nextThen, combinedIf.thenBlock());
    rewriter.setInsertionPointToEnd(combinedIf.thenBlock());
    std::vector<Value> merged = thenYield->getOperands().vec();
    for (Value v : thenYield2->getOperands()) merged.push_back(v);
    createYield(rewriter, thenYield2->getLoc(), merged);
    rewriter.eraseOp(thenYield);
    rewriter.eraseOp(thenYield2);
  }

  rewriter.inlineRegionBefore(prevIf.getElseRegion(), combinedIf.getElseRegion(),
                              combinedIf.getElseRegion().empty() ? nullptr : &combinedIf.getElseRegion().front());

  if (nextElse) {
    if (combinedIf.getElseRegion().empty()) {
      rewriter.inlineRegionBefore(*nextElse->getParent(), combinedIf.getElseRegion(), nullptr);
    } else {
      Operation *elseYield = &combinedIf.elseBlock()->back();
      Operation *elseYield2 = &nextElse->back();
      rewriter.mergeBlocks(nextElse, combinedIf.elseBlock());
      rewriter.setInsertionPointToEnd(combinedIf.elseBlock());
      std::vector<Value> merged = elseYield->getOperands().vec();
      for (Value v : elseYield2->getOperands()) merged.push_back(v);
      createYield(rewriter, elseYield2->getLoc(), merged);
      rewriter.eraseOp(elseYield);
      rewriter.eraseOp(elseYield2);
    }
  }

  std::vector<Value> prevValues, nextValues;
  for (unsigned i = 0; i < combinedIf->getNumResults(); ++i)
    (i < prev->getNumResults() ? prevValues : nextValues).push_back(combinedIf->getResult(i));
  rewriter.replaceOp(prev, prevValues);
  rewriter.replaceOp(op, nextValues);
  return success();
}

/// Whether `block` holds nothing but its terminator.
bool hasOnlyTerminator(Block *block) { return !block->empty() && &block->front() == &block->back(); }

/// scf.if %a { scf.if %b {...} }  =>  scf.if (andi %a, %b) {...}
LogicalResult combineNestedIfs(Operation *op, RewriterBase &rewriter) {
  IfOp ifOp(op);
  Block *thenBlock = ifOp.thenBlock();
  // The nested scf.if must be the only op besides the terminator.
  if (thenBlock->empty() || &thenBlock->front() == &thenBlock->back() ||
      thenBlock->front().getNextNode() != &thenBlock->back())
    return failure();
  if (ifOp.elseBlock() && !hasOnlyTerminator(ifOp.elseBlock())) return failure();
  Operation *nested = &thenBlock->front();
  if (!IfOp::classof(nested)) return failure();
  IfOp nestedIf(nested);
  if (nestedIf.elseBlock() && !hasOnlyTerminator(nestedIf.elseBlock())) return failure();

  std::vector<Value> thenYield = yieldOperands(ifOp.thenYield());
  std::vector<Value> elseYield;
  if (ifOp.elseBlock()) elseYield = yieldOperands(ifOp.elseYield());

  std::vector<unsigned> elseYieldsToUpgradeToSelect;
  for (unsigned i = 0; i < thenYield.size(); ++i) {
    if (thenYield[i].getDefiningOp() == nested) {
      unsigned nestedIdx = thenYield[i].cast<OpResult>().getResultNumber();
      if (nestedIf.elseYield()->getOperand(nestedIdx) != elseYield[i]) return failure();
      thenYield[i] = nestedIf.thenYield()->getOperand(nestedIdx);
      continue;
    }
    if (thenYield[i].getParentRegion() == &ifOp.getThenRegion()) return failure();
    elseYieldsToUpgradeToSelect.push_back(i);
  }

  Location loc = op->getLoc();
  Type i1 = rewriter.getI1Type();
  Value newCondition = createOp(rewriter, loc, "arith.andi", {ifOp.getCondition(), nestedIf.getCondition()}, {i1})
                           ->getResult(0);
  IfOp newIf = createEmptyIf(rewriter, loc, op->getResultTypes(), newCondition);
  Block *newIfBlock = rewriter.createBlock(&newIf.getThenRegion());

  std::vector<Value> results = newIf->getResults().vec();
  rewriter.setInsertionPoint(newIf);
  for (unsigned idx : elseYieldsToUpgradeToSelect)
    results[idx] = createOp(rewriter, loc, "arith.select", {ifOp.getCondition(), thenYield[idx], elseYield[idx]},
                            {thenYield[idx].getType()})
                       ->getResult(0);

  rewriter.mergeBlocks(nestedIf.thenBlock(), newIfBlock);
  rewriter.setInsertionPointToEnd(newIf.thenBlock());
  Operation *oldYield = &newIf.thenBlock()->back();
  Operation *yield = createYield(rewriter, oldYield->getLoc(), thenYield);
  rewriter.replaceOp(oldYield, yield);
  if (!elseYield.empty()) {
    rewriter.createBlock(&newIf.getElseRegion());
    rewriter.setInsertionPointToEnd(newIf.elseBlock());
    createYield(rewriter, loc, elseYield);
  }
  rewriter.replaceOp(op, results);
  return success();
}

/// Which branch of `ifOp` (then/else/neither) `region` is nested in.
enum class Branch { Then, Else, None };
Branch getBranch(Region *region, IfOp ifOp, Region *endRegion) {
  for (Region *r = region; r && r != endRegion; r = r->getParentRegion()) {
    if (r == &ifOp.getThenRegion()) return Branch::Then;
    if (r == &ifOp.getElseRegion()) return Branch::Else;
  }
  return Branch::None;
}

/// Uses of the condition inside the then (else) region become true (false).
/// MLIR scans the condition's whole use list on every visit, which is
/// quadratic when many ifs share one condition; the uses are found here by
/// walking the if's own regions (O(size of the op)) and then visited in
/// use-list order, as MLIR visits them, so the constants are created and the
/// rewriter notified in the same order.
LogicalResult conditionPropagation(Operation *op, RewriterBase &rewriter) {
  IfOp ifOp(op);
  Value cond = ifOp.getCondition();
  if (getConstantAttr(cond)) return failure();
  std::vector<OpOperand *> uses;
  for (Region &region : op->getRegions())
    region.walk([&](Operation *nested) {
      for (OpOperand &operand : nested->getOpOperands())
        if (operand.get() == cond) uses.push_back(&operand);
    });
  if (uses.empty()) return failure();
  sortInUseListOrder(uses);
  Value constantTrue, constantFalse;
  for (OpOperand *use : uses) {
    Operation *owner = use->getOwner();
    if (getBranch(owner->getParentRegion(), ifOp, cond.getParentRegion()) == Branch::Then) {
      if (!constantTrue) constantTrue = createBoolConstant(rewriter, op->getLoc(), true);
      rewriter.modifyOpInPlace(owner, [&] { use->set(constantTrue); });
    } else {
      if (!constantFalse) constantFalse = createBoolConstant(rewriter, op->getLoc(), false);
      rewriter.modifyOpInPlace(owner, [&] { use->set(constantFalse); });
    }
  }
  return success();
}

/// Results yielding values defined outside the if become arith.select.
LogicalResult convertTrivialIfToSelect(Operation *op, RewriterBase &rewriter) {
  if (op->getNumResults() == 0) return failure();
  IfOp ifOp(op);
  Value cond = ifOp.getCondition();
  std::vector<Value> thenYieldArgs = yieldOperands(ifOp.thenYield());
  std::vector<Value> elseYieldArgs = yieldOperands(ifOp.elseYield());

  std::vector<Type> nonHoistable;
  for (size_t i = 0; i < thenYieldArgs.size() && i < elseYieldArgs.size(); ++i)
    if (&ifOp.getThenRegion() == thenYieldArgs[i].getParentRegion() ||
        &ifOp.getElseRegion() == elseYieldArgs[i].getParentRegion())
      nonHoistable.push_back(thenYieldArgs[i].getType());
  if (nonHoistable.size() == op->getNumResults()) return failure();

  IfOp replacement = rewriter.create<IfOp>(op->getLoc(), nonHoistable, cond, /*withElseRegion=*/false);
  if (replacement.thenBlock()) rewriter.eraseBlock(replacement.thenBlock());
  replacement.getThenRegion().takeBody(ifOp.getThenRegion());
  replacement.getElseRegion().takeBody(ifOp.getElseRegion());

  std::vector<Value> results(op->getNumResults());
  std::vector<Value> trueYields, falseYields;
  rewriter.setInsertionPoint(replacement);
  for (size_t i = 0; i < results.size(); ++i) {
    Value trueVal = thenYieldArgs[i], falseVal = elseYieldArgs[i];
    if (&replacement.getThenRegion() == trueVal.getParentRegion() ||
        &replacement.getElseRegion() == falseVal.getParentRegion()) {
      results[i] = replacement->getResult(trueYields.size());
      trueYields.push_back(trueVal);
      falseYields.push_back(falseVal);
    } else if (trueVal == falseVal) {
      results[i] = trueVal;
    } else {
      results[i] = createOp(rewriter, op->getLoc(), "arith.select", {cond, trueVal, falseVal}, {trueVal.getType()})
                       ->getResult(0);
    }
  }

  rewriter.setInsertionPointToEnd(replacement.thenBlock());
  Operation *oldThenYield = &replacement.thenBlock()->back();
  rewriter.replaceOp(oldThenYield, createYield(rewriter, oldThenYield->getLoc(), trueYields));
  rewriter.setInsertionPointToEnd(replacement.elseBlock());
  Operation *oldElseYield = &replacement.elseBlock()->back();
  rewriter.replaceOp(oldElseYield, createYield(rewriter, oldElseYield->getLoc(), falseYields));

  rewriter.replaceOp(op, results);
  return success();
}

/// An else block holding only its (empty) yield is dropped.
LogicalResult removeEmptyElseBranch(Operation *op, RewriterBase &rewriter) {
  if (op->getNumResults()) return failure();
  IfOp ifOp(op);
  Block *elseBlock = ifOp.elseBlock();
  if (!elseBlock || !hasOnlyTerminator(elseBlock)) return failure();
  IfOp newIf = createEmptyIf(rewriter, op->getLoc(), {}, ifOp.getCondition());
  for (const NamedAttribute &a : op->getAttrs()) newIf->setAttr(a.name, a.value);
  rewriter.inlineRegionBefore(ifOp.getThenRegion(), newIf.getThenRegion(), nullptr);
  rewriter.eraseOp(op);
  return success();
}

/// scf.if on a constant condition is replaced by the taken region.
LogicalResult removeStaticCondition(Operation *op, RewriterBase &rewriter) {
  IfOp ifOp(op);
  std::optional<bool> cond = getConstantBool(ifOp.getCondition());
  if (!cond) return failure();
  if (*cond)
    replaceOpWithRegion(rewriter, op, ifOp.getThenRegion());
  else if (!ifOp.getElseRegion().empty())
    replaceOpWithRegion(rewriter, op, ifOp.getElseRegion());
  else
    rewriter.eraseOp(op);
  return success();
}

/// Results equal in both branches, or yielding true/false (false/true),
/// are replaced by the value, the condition (its negation).
LogicalResult replaceIfYieldWithConditionOrValue(Operation *op, RewriterBase &rewriter) {
  if (op->getNumResults() == 0) return failure();
  IfOp ifOp(op);
  Operation *trueYield = &ifOp.getThenRegion().back().back();
  Operation *falseYield = &ifOp.getElseRegion().back().back();
  rewriter.setInsertionPoint(op);
  bool changed = false;
  Type i1 = rewriter.getI1Type();
  unsigned n = std::min({trueYield->getNumOperands(), falseYield->getNumOperands(), op->getNumResults()});
  for (unsigned i = 0; i < n; ++i) {
    Value trueResult = trueYield->getOperand(i), falseResult = falseYield->getOperand(i);
    Value opResult = op->getResult(i);
    // MLIR replaces these uses directly, without notifying the rewriter.
    if (trueResult == falseResult) {
      if (!opResult.use_empty()) {
        opResult.replaceAllUsesWith(trueResult);
        changed = true;
      }
      continue;
    }
    std::optional<bool> trueVal = getConstantBool(trueResult), falseVal = getConstantBool(falseResult);
    if (!trueVal || !falseVal) continue;
    if (!*trueVal && *falseVal && !opResult.use_empty()) {
      Value one = createArithConstant(rewriter, op->getLoc(), IntegerAttr::get(i1, 1));
      Value notCond = createOp(rewriter, op->getLoc(), "arith.xori", {ifOp.getCondition(), one}, {i1})->getResult(0);
      opResult.replaceAllUsesWith(notCond);
      changed = true;
    }
    if (*trueVal && !*falseVal && !opResult.use_empty()) {
      opResult.replaceAllUsesWith(ifOp.getCondition());
      changed = true;
    }
  }
  return success(changed);
}

}  // namespace

void addIfCanonicalizations(OpDefinition &def) {
  def.fold = foldIf;
  def.canonicalizers.push_back(combineIfs);
  def.canonicalizers.push_back(combineNestedIfs);
  def.canonicalizers.push_back(conditionPropagation);
  def.canonicalizers.push_back(convertTrivialIfToSelect);
  def.canonicalizers.push_back(removeEmptyElseBranch);
  def.canonicalizers.push_back(removeStaticCondition);
  def.canonicalizers.push_back(replaceIfYieldWithConditionOrValue);
  addRegionBranchPatterns(def);
}

}  // namespace tbuf::scf::canon
