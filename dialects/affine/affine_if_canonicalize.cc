// affine.if's folding and canonicalization patterns, as MLIR's
// AffineOps.cpp:
//  - fold (canonicalizeSetAndOperands): dim operands that are valid
//    symbols become symbols (appended after the existing ones), constant
//    symbol operands become constants in the set, unused operands are
//    dropped and repeated ones merged; the op is updated in place.
//    (MLIR first composes affine.apply producers into the set; tbuf does
//    not, so an affine.if fed by affine.apply keeps those operands.)
//  - SimplifyDeadElse: an else region holding only its yield is erased
//    when the op has no results.
//  - AlwaysTrueOrFalseIf: the set `(0 == 0)` inlines the then region, the
//    empty set `(1 == 0)` the else region (or erases the op).
#include <vector>

#include "dialects/affine/affine_ops.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/block.h"
#include "ir/region.h"
#include "ir/rewriter.h"

namespace tbuf::affine {

namespace {

/// MLIR's canonicalizePromotedSymbols then the operand clean-up of
/// canonicalizeMapOrSetAndOperands, on `set` applied to `operands` of `op`.
void canonicalizeSetAndOperands(Operation *op, IntegerSet &set, std::vector<Value> &operands) {
  if (!set || operands.empty()) return;
  Context *ctx = set.getContext();
  unsigned numDims = set.getNumDims(), numSymbols = set.getNumSymbols();

  // Dims that are valid symbols become trailing symbols.
  std::vector<Value> promoted, kept;
  std::vector<AffineExpr> dimRemap(numDims);
  unsigned nextDim = 0, nextSym = 0;
  for (unsigned i = 0; i < numDims; ++i) {
    if (isValidSymbol(operands[i], op)) {
      dimRemap[i] = getAffineSymbolExpr(numSymbols + nextSym++, ctx);
      promoted.push_back(operands[i]);
    } else {
      dimRemap[i] = getAffineDimExpr(nextDim++, ctx);
      kept.push_back(operands[i]);
    }
  }
  kept.insert(kept.end(), operands.begin() + numDims, operands.end());
  kept.insert(kept.end(), promoted.begin(), promoted.end());
  operands = kept;
  auto replace = [&](const std::vector<AffineExpr> &dims, const std::vector<AffineExpr> &syms, unsigned nDims,
                     unsigned nSyms) {
    std::vector<AffineExpr> constraints;
    std::vector<bool> eqFlags;
    for (unsigned i = 0; i < set.getNumConstraints(); ++i) {
      constraints.push_back(set.getConstraint(i).replaceDimsAndSymbols(dims, syms));
      eqFlags.push_back(set.isEq(i));
    }
    set = IntegerSet::get(nDims, nSyms, constraints, eqFlags, ctx);
  };
  replace(dimRemap, {}, nextDim, numSymbols + nextSym);

  // Drop unused operands, merge repeated ones, fold constant symbols.
  numDims = set.getNumDims();
  numSymbols = set.getNumSymbols();
  std::vector<bool> usedDims(numDims), usedSyms(numSymbols);
  for (AffineExpr c : set.getConstraints())
    for (unsigned i = 0; i < numDims; ++i) usedDims[i] = usedDims[i] || c.isFunctionOfDim(i);
  for (AffineExpr c : set.getConstraints())
    for (unsigned i = 0; i < numSymbols; ++i) usedSyms[i] = usedSyms[i] || c.isFunctionOfSymbol(i);
  std::vector<Value> result;
  std::vector<AffineExpr> dimRemapping(numDims), symRemapping(numSymbols);
  std::vector<std::pair<Value, AffineExpr>> seenDims, seenSyms;
  auto seen = [](const std::vector<std::pair<Value, AffineExpr>> &list, Value v) -> AffineExpr {
    for (const auto &[value, expr] : list)
      if (value == v) return expr;
    return AffineExpr();
  };
  nextDim = 0;
  for (unsigned i = 0; i < numDims; ++i) {
    if (!usedDims[i]) continue;
    if (AffineExpr e = seen(seenDims, operands[i])) {
      dimRemapping[i] = e;
      continue;
    }
    dimRemapping[i] = getAffineDimExpr(nextDim++, ctx);
    result.push_back(operands[i]);
    seenDims.push_back({operands[i], dimRemapping[i]});
  }
  nextSym = 0;
  for (unsigned i = 0; i < numSymbols; ++i) {
    if (!usedSyms[i]) continue;
    Value v = operands[numDims + i];
    if (std::optional<int64_t> c = getConstantIntValue(v)) {
      symRemapping[i] = getAffineConstantExpr(*c, ctx);
      continue;
    }
    if (AffineExpr e = seen(seenSyms, v)) {
      symRemapping[i] = e;
      continue;
    }
    symRemapping[i] = getAffineSymbolExpr(nextSym++, ctx);
    result.push_back(v);
    seenSyms.push_back({v, symRemapping[i]});
  }
  replace(dimRemapping, symRemapping, nextDim, nextSym);
  operands = result;
}

LogicalResult foldIf(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &) {
  IntegerSet set = IfOp(op).getIntegerSet();
  std::vector<Value> operands = op->getOperands().vec();
  canonicalizeSetAndOperands(op, set, operands);
  if (set == IfOp(op).getIntegerSet() && operands == op->getOperands().vec()) return failure();
  op->setAttr(kConditionAttr, IntegerSetAttr::get(set));
  op->setOperands(operands);
  return success();
}

LogicalResult simplifyDeadElse(Operation *op, RewriterBase &rewriter) {
  Region &elseRegion = op->getRegion(1);
  if (elseRegion.empty() || elseRegion.front().getNumOps() != 1 || op->getNumResults() != 0)
    return failure();
  rewriter.modifyOpInPlace(op, [&] { rewriter.eraseBlock(&elseRegion.front()); });
  return success();
}

LogicalResult alwaysTrueOrFalseIf(Operation *op, RewriterBase &rewriter) {
  IfOp ifOp(op);
  IntegerSet set = ifOp.getIntegerSet();
  Context *ctx = op->getContext();
  bool triviallyFalse = set.getNumConstraints() == 1 && set.isEq(0) && set.getConstraint(0).isConstant(1);
  bool triviallyTrue = set.getNumEqualities() == 1 && set.getNumInequalities() == 0 &&
                       set.getConstraint(0) == getAffineConstantExpr(0, ctx);
  Block *blockToMove = nullptr;
  if (triviallyFalse) {
    if (op->getNumResults() == 0 && !ifOp.hasElse()) {
      rewriter.eraseOp(op);
      return success();
    }
    blockToMove = &ifOp.getElseRegion().front();
  } else if (triviallyTrue) {
    blockToMove = &ifOp.getThenRegion().front();
  } else {
    return failure();
  }
  Operation *terminator = &blockToMove->back();
  std::vector<Value> yielded = terminator->getOperands().vec();
  rewriter.inlineBlockBefore(blockToMove, op);
  rewriter.replaceOp(op, yielded);
  rewriter.eraseOp(terminator);
  return success();
}

}  // namespace

void detail::addIfFoldAndCanonicalizations(OpDefinition &def) {
  def.fold = foldIf;
  def.canonicalizers.push_back(simplifyDeadElse);
  def.canonicalizers.push_back(alwaysTrueOrFalseIf);
}

}  // namespace tbuf::affine
