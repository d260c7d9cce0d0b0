// Canonicalization patterns of the cf dialect (MLIR 22's ControlFlowOps.cpp,
// as `mlir-opt-22 --canonicalize` applies them):
//   cf.br      merge into a single-predecessor successor
//              (SimplifyBrToBlockWithSinglePred), skip a successor that only
//              branches on (SimplifyPassThroughBr);
//   cf.cond_br constant condition -> cf.br, pass-through successors,
//              identical successors (with arith.select for differing
//              operands), a successor reached only from a cond_br on the same
//              condition, and the condition's truth value propagated into the
//              successors (CondBranchTruthPropagation);
//   cf.switch  only a default, cases equal to the default, a constant flag,
//              pass-through successors, and nested switches on the same flag.
// Ops of the arith dialect (select, constant) are created by name: the cf
// library does not depend on arith.
#include <algorithm>
#include <optional>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "dialects/cf/cf_ops.h"
#include "dialects/utils/dialect_utils_uses.h"
#include "ir/context.h"
#include "ir/rewriter.h"

namespace tbuf::cf {
namespace {

using Values = std::vector<Value>;

constexpr std::string_view kBranchWeights = "branch_weights";

// ---- helpers ------------------------------------------------------------------------

/// The constant integer (or splat) value of `v`'s ConstantLike defining op,
/// sign-extended (MLIR's m_ConstantInt).
std::optional<int64_t> getConstantInt(Value v) {
  Operation *def = v ? v.getDefiningOp() : nullptr;
  if (!def || !def->hasTrait(OpTrait::ConstantLike)) return std::nullopt;
  Attribute attr = def->getAttr("value");
  if (!attr) return std::nullopt;
  if (auto i = attr.dyn_cast<IntegerAttr>()) return i.getInt();
  if (auto d = attr.dyn_cast<DenseElementsAttr>(); d && d.isSplat() && !d.isFloat()) return d.getIntAt(0);
  return std::nullopt;
}

/// Creates `name(operands) -> resultTypes {attrs}` at the insertion point.
Operation *createByName(RewriterBase &rewriter, Location loc, std::string_view name, ArrayRef<Value> operands,
                        ArrayRef<Type> resultTypes, ArrayRef<NamedAttribute> attrs = {}) {
  OperationState state(rewriter.getContext(), loc, name);
  state.addOperands(operands);
  state.addTypes(resultTypes);
  for (const NamedAttribute &a : attrs) state.addAttribute(a.name, a.value);
  return rewriter.create(state);
}

/// Replaces `op` by `cf.br dest(operands)`.
void replaceWithBranch(RewriterBase &rewriter, Operation *op, Block *dest, ArrayRef<Value> operands) {
  rewriter.replaceOpWithNewOp<BranchOp>(op, dest, operands);
}

/// MLIR's collapseBranch: if `successor` only holds a `cf.br` (to another
/// block, not on a cycle of unconditional branches) whose arguments are used
/// by nothing else, retargets
/// `successor`/`operands` to that branch's destination, mapping the forwarded
/// block arguments to `operands`.
LogicalResult collapseBranch(Block *&successor, Values &operands) {
  if (successor->empty() || &successor->front() != &successor->back()) return failure();
  Operation *term = &successor->back();
  if (!BranchOp::classof(term)) return failure();
  BranchOp successorBranch(term);
  for (Value arg : successor->getArguments())
    for (Operation *user : arg.getUsers())
      if (user != term) return failure();
  // Don't try to collapse branches to infinite loops, nor blocks on a cycle
  // of unconditional branches (collapsing would only rotate the cycle).
  Block *successorDest = successorBranch.getDest();
  if (successorDest == successor) return failure();
  absl::flat_hash_set<Block *> visited = {successor, successorDest};
  for (Operation *term = successorDest->getTerminator(); term && BranchOp::classof(term);) {
    Block *next = BranchOp(term).getDest();
    if (!visited.insert(next).second) return failure();
    term = next->getTerminator();
  }
  Values newOperands;
  for (Value operand : successorBranch.getDestOperands()) {
    auto arg = operand.dyn_cast<BlockArgument>();
    if (arg && arg.getOwner() == successor) newOperands.push_back(operands[arg.getArgNumber()]);
    else newOperands.push_back(operand);
  }
  successor = successorDest;
  operands = std::move(newOperands);
  return success();
}

// ---- cf.br ------------------------------------------------------------------------------

/// Merges the successor into this block if this branch is its only predecessor.
LogicalResult simplifyBrToBlockWithSinglePred(BranchOp op, RewriterBase &rewriter) {
  Block *succ = op.getDest();
  Block *opParent = op->getBlock();
  if (succ == opParent || succ->getPredecessors().size() != 1) return failure();
  Values operands = op.getDestOperands();
  rewriter.eraseOp(op);
  rewriter.mergeBlocks(succ, opParent, operands);
  return success();
}

/// br ^bb1; ^bb1: br ^bbN(...)  ->  br ^bbN(...)
LogicalResult simplifyPassThroughBr(BranchOp op, RewriterBase &rewriter) {
  Block *dest = op.getDest();
  Values operands = op.getDestOperands();
  if (dest == op->getBlock() || failed(collapseBranch(dest, operands))) return failure();
  replaceWithBranch(rewriter, op, dest, operands);
  return success();
}

LogicalResult canonicalizeBranch(Operation *op, RewriterBase &rewriter) {
  if (succeeded(simplifyBrToBlockWithSinglePred(BranchOp(op), rewriter))) return success();
  return simplifyPassThroughBr(BranchOp(op), rewriter);
}

// ---- cf.cond_br -----------------------------------------------------------------------------

/// cond_br true/false -> br to the taken successor.
LogicalResult simplifyConstCondBranchPred(Operation *op, RewriterBase &rewriter) {
  CondBranchOp condbr(op);
  std::optional<int64_t> c = getConstantInt(condbr.getCondition());
  if (!c) return failure();
  if (*c != 0) replaceWithBranch(rewriter, op, condbr.getTrueDest(), condbr.getTrueOperands().vec());
  else replaceWithBranch(rewriter, op, condbr.getFalseDest(), condbr.getFalseOperands().vec());
  return success();
}

/// Successors that only branch on are skipped.
LogicalResult simplifyPassThroughCondBranch(Operation *op, RewriterBase &rewriter) {
  CondBranchOp condbr(op);
  Block *trueDest = condbr.getTrueDest(), *falseDest = condbr.getFalseDest();
  Values trueOperands = condbr.getTrueOperands(), falseOperands = condbr.getFalseOperands();
  LogicalResult collapsedTrue = collapseBranch(trueDest, trueOperands);
  LogicalResult collapsedFalse = collapseBranch(falseDest, falseOperands);
  if (failed(collapsedTrue) && failed(collapsedFalse)) return failure();
  Attribute weights = op->getAttr(kBranchWeights);
  CondBranchOp newOp = rewriter.replaceOpWithNewOp<CondBranchOp>(op, condbr.getCondition(), trueDest, trueOperands,
                                                                 falseDest, falseOperands);
  // The branch weights carry over (MLIR 22 rebuilds the op with them).
  if (weights) newOp->setAttr(kBranchWeights, weights);
  return success();
}

/// cond_br %c, ^bb(A), ^bb(A) -> br ^bb(A); with differing operands (and this
/// block the only predecessor of ^bb), arith.select merges them.
LogicalResult simplifyCondBranchIdenticalSuccessors(Operation *op, RewriterBase &rewriter) {
  CondBranchOp condbr(op);
  Block *trueDest = condbr.getTrueDest();
  if (trueDest != condbr.getFalseDest()) return failure();
  Values trueOperands = condbr.getTrueOperands(), falseOperands = condbr.getFalseOperands();
  if (trueOperands == falseOperands) {
    replaceWithBranch(rewriter, op, trueDest, trueOperands);
    return success();
  }
  if (trueDest->getUniquePredecessor() != op->getBlock()) return failure();
  Values merged;
  for (size_t i = 0; i < trueOperands.size(); ++i) {
    if (trueOperands[i] == falseOperands[i]) {
      merged.push_back(trueOperands[i]);
      continue;
    }
    Operation *select = createByName(rewriter, op->getLoc(), "arith.select",
                                     {condbr.getCondition(), trueOperands[i], falseOperands[i]},
                                     {trueOperands[i].getType()});
    merged.push_back(select->getResult(0));
  }
  replaceWithBranch(rewriter, op, trueDest, merged);
  return success();
}

/// A cond_br in a block reached only from a cond_br on the same condition
/// always takes the same direction.
LogicalResult simplifyCondBranchFromCondBranchOnSameCondition(Operation *op, RewriterBase &rewriter) {
  CondBranchOp condbr(op);
  Block *currentBlock = op->getBlock();
  Block *predecessor = currentBlock->getSinglePredecessor();
  if (!predecessor) return failure();
  Operation *predTerm = predecessor->getTerminator();
  if (!predTerm || !CondBranchOp::classof(predTerm)) return failure();
  CondBranchOp predBranch(predTerm);
  if (condbr.getCondition() != predBranch.getCondition()) return failure();
  if (currentBlock == predBranch.getTrueDest())
    replaceWithBranch(rewriter, op, condbr.getTrueDest(), condbr.getTrueDestOperands().vec());
  else
    replaceWithBranch(rewriter, op, condbr.getFalseDest(), condbr.getFalseDestOperands().vec());
  return success();
}

/// Uses of the condition directly in a successor that only this branch
/// reaches are replaced by the known truth value.
LogicalResult condBranchTruthPropagation(Operation *op, RewriterBase &rewriter) {
  CondBranchOp condbr(op);
  Value cond = condbr.getCondition();
  bool replaced = false;
  Type i1 = IntegerType::get(op->getContext(), 1);
  // MLIR scans the condition's whole use list for uses whose owner is in
  // `dest`, quadratic when many branches share one condition; the uses are
  // found here by scanning `dest`'s own ops (each single-predecessor block is
  // scanned only on behalf of its unique predecessor) and then visited in
  // use-list order, as MLIR visits them.
  auto propagate = [&](Block *dest, bool value) {
    if (!dest->getSinglePredecessor()) return;
    std::vector<OpOperand *> uses;
    for (Operation &owner : *dest)
      for (OpOperand &operand : owner.getOpOperands())
        if (operand.get() == cond) uses.push_back(&operand);
    if (uses.empty()) return;
    sortInUseListOrder(uses);
    replaced = true;
    Value constant = createByName(rewriter, op->getLoc(), "arith.constant", {}, {i1},
                                  {{"value", BoolAttr::get(op->getContext(), value)}})
                         ->getResult(0);
    for (OpOperand *use : uses) rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(constant); });
  };
  propagate(condbr.getTrueDest(), true);
  propagate(condbr.getFalseDest(), false);
  return success(replaced);
}

// ---- cf.switch ---------------------------------------------------------------------------------

struct SwitchCases {
  std::vector<int64_t> values;
  std::vector<Block *> dests;
  std::vector<Values> operands;
};

SwitchCases getCases(SwitchOp op) {
  SwitchCases cases;
  cases.values = op.getCaseValues();
  cases.dests = op.getCaseDestinations();
  for (unsigned i = 0; i < op.getNumCases(); ++i) cases.operands.push_back(op.getCaseOperands(i).vec());
  return cases;
}

void replaceWithSwitch(RewriterBase &rewriter, SwitchOp op, Block *defaultDest, ArrayRef<Value> defaultOperands,
                       const SwitchCases &cases) {
  rewriter.replaceOpWithNewOp<SwitchOp>(op, op.getFlag(), defaultDest, defaultOperands, cases.values, cases.dests,
                                        cases.operands);
}

/// switch with only a default -> br
LogicalResult simplifySwitchWithOnlyDefault(Operation *op, RewriterBase &rewriter) {
  SwitchOp sw(op);
  if (sw.getNumCases() != 0) return failure();
  replaceWithBranch(rewriter, op, sw.getDefaultDestination(), sw.getDefaultOperands().vec());
  return success();
}

/// Cases going where the default goes (with the same operands) are dropped.
LogicalResult dropSwitchCasesThatMatchDefault(Operation *op, RewriterBase &rewriter) {
  SwitchOp sw(op);
  SwitchCases cases = getCases(sw), kept;
  Values defaultOperands = sw.getDefaultOperands();
  bool requiresChange = false;
  for (size_t i = 0; i < cases.dests.size() && i < cases.values.size(); ++i) {
    if (cases.dests[i] == sw.getDefaultDestination() && cases.operands[i] == defaultOperands) {
      requiresChange = true;
      continue;
    }
    kept.values.push_back(cases.values[i]);
    kept.dests.push_back(cases.dests[i]);
    kept.operands.push_back(cases.operands[i]);
  }
  if (!requiresChange) return failure();
  replaceWithSwitch(rewriter, sw, sw.getDefaultDestination(), defaultOperands, kept);
  return success();
}

/// Replaces `op` by a branch to the case matching `caseValue`, or the default.
void foldSwitch(SwitchOp op, RewriterBase &rewriter, int64_t caseValue) {
  std::vector<int64_t> values = op.getCaseValues();
  for (size_t i = 0; i < values.size(); ++i) {
    if (values[i] != caseValue) continue;
    replaceWithBranch(rewriter, op, op.getCaseDestination(i), op.getCaseOperands(i).vec());
    return;
  }
  replaceWithBranch(rewriter, op, op.getDefaultDestination(), op.getDefaultOperands().vec());
}

/// switch on a constant -> br to the matching case.
LogicalResult simplifyConstSwitchValue(Operation *op, RewriterBase &rewriter) {
  SwitchOp sw(op);
  std::optional<int64_t> flag = getConstantInt(sw.getFlag());
  if (!flag) return failure();
  foldSwitch(sw, rewriter, *flag);
  return success();
}

/// Case and default successors that only branch on are skipped.
LogicalResult simplifyPassThroughSwitch(Operation *op, RewriterBase &rewriter) {
  SwitchOp sw(op);
  SwitchCases cases = getCases(sw);
  bool requiresChange = false;
  for (size_t i = 0; i < cases.dests.size(); ++i)
    if (succeeded(collapseBranch(cases.dests[i], cases.operands[i]))) requiresChange = true;
  Block *defaultDest = sw.getDefaultDestination();
  Values defaultOperands = sw.getDefaultOperands();
  if (succeeded(collapseBranch(defaultDest, defaultOperands))) requiresChange = true;
  if (!requiresChange) return failure();
  replaceWithSwitch(rewriter, sw, defaultDest, defaultOperands, cases);
  return success();
}

/// The switch of the only predecessor already decided the flag's value (a
/// case) or ruled out its cases (the default).
SwitchOp getPredecessorSwitchOnSameFlag(SwitchOp op) {
  Block *predecessor = op->getBlock()->getSinglePredecessor();
  if (!predecessor) return SwitchOp();
  Operation *term = predecessor->getTerminator();
  if (!term || !SwitchOp::classof(term)) return SwitchOp();
  SwitchOp predSwitch(term);
  return predSwitch.getFlag() == op.getFlag() ? predSwitch : SwitchOp();
}

/// A switch reached through a case of a switch on the same flag -> br.
LogicalResult simplifySwitchFromSwitchOnSameCondition(Operation *op, RewriterBase &rewriter) {
  SwitchOp sw(op);
  Block *currentBlock = op->getBlock();
  SwitchOp predSwitch = getPredecessorSwitchOnSameFlag(sw);
  if (!predSwitch || predSwitch.getDefaultDestination() == currentBlock) return failure();
  std::vector<Block *> predDests = predSwitch.getCaseDestinations();
  auto it = std::find(predDests.begin(), predDests.end(), currentBlock);
  std::vector<int64_t> predValues = predSwitch.getCaseValues();
  size_t index = it - predDests.begin();
  if (it != predDests.end() && index < predValues.size())
    foldSwitch(sw, rewriter, predValues[index]);
  else
    replaceWithBranch(rewriter, op, sw.getDefaultDestination(), sw.getDefaultOperands().vec());
  return success();
}

/// A switch reached through the default of a switch on the same flag drops
/// the cases that switch handled elsewhere.
LogicalResult simplifySwitchFromDefaultSwitchOnSameCondition(Operation *op, RewriterBase &rewriter) {
  SwitchOp sw(op);
  Block *currentBlock = op->getBlock();
  SwitchOp predSwitch = getPredecessorSwitchOnSameFlag(sw);
  if (!predSwitch || predSwitch.getDefaultDestination() != currentBlock) return failure();
  std::vector<Block *> predDests = predSwitch.getCaseDestinations();
  std::vector<int64_t> predValues = predSwitch.getCaseValues();
  std::vector<int64_t> toRemove;
  for (size_t i = 0; i < predValues.size() && i < predDests.size(); ++i)
    if (predDests[i] != currentBlock) toRemove.push_back(predValues[i]);
  SwitchCases cases = getCases(sw), kept;
  bool requiresChange = false;
  for (size_t i = 0; i < cases.values.size() && i < cases.dests.size(); ++i) {
    if (std::find(toRemove.begin(), toRemove.end(), cases.values[i]) != toRemove.end()) {
      requiresChange = true;
      continue;
    }
    kept.values.push_back(cases.values[i]);
    kept.dests.push_back(cases.dests[i]);
    kept.operands.push_back(cases.operands[i]);
  }
  if (!requiresChange) return failure();
  replaceWithSwitch(rewriter, sw, sw.getDefaultDestination(), sw.getDefaultOperands().vec(), kept);
  return success();
}

void addPatterns(Context &ctx, std::string_view name, std::vector<OpDefinition::CanonicalizeFn> fns) {
  if (OpDefinition *def = ctx.lookupOpMutable(name))
    def->canonicalizers.insert(def->canonicalizers.end(), fns.begin(), fns.end());
}

}  // namespace

void registerCfCanonicalizations(Context &ctx) {
  addPatterns(ctx, BranchOp::getOperationName(), {canonicalizeBranch});
  addPatterns(ctx, CondBranchOp::getOperationName(),
              {simplifyConstCondBranchPred, simplifyPassThroughCondBranch, simplifyCondBranchIdenticalSuccessors,
               simplifyCondBranchFromCondBranchOnSameCondition, condBranchTruthPropagation});
  addPatterns(ctx, SwitchOp::getOperationName(),
              {simplifySwitchWithOnlyDefault, dropSwitchCasesThatMatchDefault, simplifyConstSwitchValue,
               simplifyPassThroughSwitch, simplifySwitchFromSwitchOnSameCondition,
               simplifySwitchFromDefaultSwitchOnSameCondition});
}

}  // namespace tbuf::cf
