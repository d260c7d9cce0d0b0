// The bufferization.dealloc simplification patterns (see
// deallocation_simplification.h), in the order MLIR 22 adds them, the alias
// oracle they query (MLIR's facts, plus inter-procedural ownership facts on a
// module) and AliasSummary,
// which answers MLIR's pairwise questions for a whole operand list in
// near-linear time. Each pattern changes the IR only through the rewriter and
// reports success only when it changed something, so the greedy driver
// converges.
#include "dealloc/deallocation_simplification.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/memref/memref_ops.h"
#include "ir/block.h"
#include "transforms/fold_utils.h"

namespace tbuf::dealloc {

namespace {

using bufferization::DeallocOp;

using bufferization::updateDeallocIfChanged;

/// True if `ancestorBlock` contains `op` or an op enclosing it (MLIR's
/// Block::findAncestorOpInBlock != null).
bool blockContainsAncestorOf(Block *ancestorBlock, Operation *op) {
  for (Operation *cur = op; cur; cur = cur->getParentOp())
    if (cur->getBlock() == ancestorBlock) return true;
  return false;
}

/// MLIR's distinctAllocAndBlockArgument: one base value is an allocation
/// nested in the block of which the other base value is an argument.
bool distinctAllocAndBlockArgument(const DeallocAliasOracle &oracle, Value v1, Value v2) {
  Value v1Base = getViewBase(v1), v2Base = getViewBase(v2);
  auto areDistinct = [&](Value alloc, Value arg) {
    Operation *op = alloc.getDefiningOp();
    if (!op || !oracle.isFreshAllocation(alloc) || !arg.isa<BlockArgument>()) return false;
    return blockContainsAncestorOf(arg.cast<BlockArgument>().getOwner(), op);
  };
  return areDistinct(v1Base, v2Base) || areDistinct(v2Base, v1Base);
}

/// Indexes the values of a dealloc operand list (memrefs or retained values)
/// by view base and by origin, so that the alias questions of the patterns
/// are answered exactly as MLIR's pairwise loops answer them, but in
/// O(|origins of x| + |candidates|) instead of O(|list|) in the common case:
/// isSameAllocation(y, x) can only be `true` or unknown for an entry y that
/// shares x's view base or one of its origins (a "candidate"); every other
/// entry is certainly a different allocation when both are analysed and
/// their origin classes allow it (all allocations vs. allocations or
/// function arguments). When the classes do not allow it, the callers fall
/// back to the pairwise loop, so results (and the output) are always MLIR's.
class AliasSummary {
 public:
  AliasSummary(const DeallocAliasOracle &analysis, ArrayRef<Value> list) : analysis_(analysis), list_(list) {
    infos_.reserve(list.size());
    byBase_.reserve(list.size());
    for (size_t i = 0; i < list.size(); ++i) {
      Info info = describe(list[i]);
      byBase_.push_back({info.base, i});
      for (Value r : info.roots) byRoot_.push_back({r, i});
      if (!info.known) ++unknown_;
      if (!info.allAllocs) ++notAllocs_;
      if (!info.allAllocsOrArgs) ++notAllocsOrArgs_;
      infos_.push_back(std::move(info));
    }
    // Sorted (key, index) lists rather than hash maps: dealloc operand lists
    // are short, and a summary is built each time a pattern looks at a
    // dealloc.
    std::sort(byBase_.begin(), byBase_.end());
    std::sort(byRoot_.begin(), byRoot_.end());
  }

  /// Indices (ascending, without `skip`) of the entries that may be the same
  /// allocation as `x`. Returns false when the other entries cannot all be
  /// ruled out that way (then use the pairwise check).
  bool getCandidates(Value x, int skip, std::vector<size_t> &candidates) const {
    candidates.clear();
    Info self = describe(x);
    auto add = [&](const std::vector<std::pair<Value, size_t>> &m, Value key) {
      auto it = std::lower_bound(m.begin(), m.end(), std::pair<Value, size_t>(key, 0));
      for (; it != m.end() && it->first == key; ++it)
        if (static_cast<int>(it->second) != skip) candidates.push_back(it->second);
    };
    add(byBase_, self.base);
    for (Value r : self.roots) add(byRoot_, r);
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    if (!self.known) return false;
    // Classes of the non-candidate entries.
    int unknown = unknown_, notAllocs = notAllocs_, notAllocsOrArgs = notAllocsOrArgs_;
    auto remove = [&](size_t i) {
      unknown -= !infos_[i].known;
      notAllocs -= !infos_[i].allAllocs;
      notAllocsOrArgs -= !infos_[i].allAllocsOrArgs;
    };
    for (size_t i : candidates) remove(i);
    if (skip >= 0 && static_cast<size_t>(skip) < infos_.size()) remove(skip);
    if (unknown != 0) return false;
    if (self.allAllocs) return notAllocsOrArgs == 0;
    if (self.allAllocsOrArgs) return notAllocs == 0;
    return false;
  }

  /// Indices of the entries that may be the same allocation as `x`, without
  /// any condition: isSameAllocation(y, x) == true implies y is among them.
  std::vector<size_t> getMustAliasCandidates(Value x) const {
    std::vector<size_t> candidates;
    (void)getCandidates(x, -1, candidates);
    return candidates;
  }

  /// potentiallyAliasesMemref(list without position `skip`, x).
  bool mayAliasAny(Value x, int skip = -1) const {
    std::vector<size_t> candidates;
    if (getCandidates(x, skip, candidates)) {
      for (size_t i : candidates)
        if (potentiallyAliasesMemref(analysis_, ArrayRef<Value>(&list_[i], 1), x)) return true;
      return false;
    }
    std::vector<Value> others(list_.begin(), list_.end());
    if (skip >= 0) others.erase(others.begin() + skip);
    return potentiallyAliasesMemref(analysis_, others, x);
  }

 private:
  struct Info {
    Value base;
    std::vector<Value> roots;
    bool known = false, allAllocs = true, allAllocsOrArgs = true;
  };

  Info describe(Value v) const {
    Info info;
    info.base = getViewBase(v);
    info.roots = analysis_.getOrigins(info.base);
    info.known = !info.roots.empty();
    for (Value r : info.roots) {
      bool alloc = analysis_.isAllocationRoot(r);
      info.allAllocs &= alloc;
      info.allAllocsOrArgs &= alloc || isFunctionArgument(r);
    }
    if (!info.known) info.allAllocs = info.allAllocsOrArgs = false;
    return info;
  }

  const DeallocAliasOracle &analysis_;
  ArrayRef<Value> list_;
  std::vector<Info> infos_;
  /// (view base, entry index) and (origin, entry index), sorted.
  std::vector<std::pair<Value, size_t>> byBase_, byRoot_;
  int unknown_ = 0, notAllocs_ = 0, notAllocsOrArgs_ = 0;
};

/// Operand lists up to this size are checked pair by pair instead of
/// through an AliasSummary: building one costs more than a few pairs. The
/// answers are the same (the summary answers the pairwise questions).
constexpr size_t kPairwiseListSize = 4;

/// True if `v` is a constant integer 1 (MLIR's m_One), e.g. `true`.
bool isConstantOne(Value v) {
  IntegerAttr attr = getConstantValue(v).dyn_cast<IntegerAttr>();
  return attr && attr.getInt() == 1;
}

// ---- RemoveDeallocMemrefsContainedInRetained ----------------------------------

/// `memref` may-aliases no retained value and must-aliases at least one: OR
/// `cond` into the result of each must-aliasing retained value. Only the
/// retained values `summary` cannot rule out are queried.
LogicalResult handleOneMemref(const DeallocAliasOracle &analysis, DeallocOpCache &ops, const AliasSummary *summary,
                              const std::vector<Value> &retained, Operation *op, Value memref, Value cond,
                              RewriterBase &rewriter) {
  rewriter.setInsertionPointAfter(op);
  std::vector<size_t> toCheck;
  if (!summary || !summary->getCandidates(memref, -1, toCheck)) {
    toCheck.resize(retained.size());
    std::iota(toCheck.begin(), toCheck.end(), 0);
  }
  std::vector<size_t> mustAlias;
  for (size_t i : toCheck) {
    std::optional<bool> same = analysis.isSameAllocation(retained[i], memref);
    if (!same) return failure();
    if (*same) mustAlias.push_back(i);
  }
  if (mustAlias.empty()) return failure();
  for (size_t i : mustAlias) {
    Value updated = op->getResult(i);
    Value disjunction = ops.orI(rewriter, op->getLoc(), updated, cond);
    rewriter.replaceAllUsesExcept(updated, disjunction, disjunction.getDefiningOp());
  }
  return success();
}

LogicalResult removeDeallocMemrefsContainedInRetained(const DeallocAliasOracle &analysis, DeallocOpCache &ops,
                                                      Operation *op, RewriterBase &rewriter) {
  DeallocOp::Segments segments = DeallocOp(op).getSegments();
  OperandRange memrefRange = segments.memrefs, conditionRange = segments.conditions;
  // Nothing to remove without memrefs; nothing to remove them for without
  // retained values (no memref can must-alias one).
  if (memrefRange.size() == conditionRange.size() && (memrefRange.empty() || segments.retained.empty()))
    return failure();
  // No duplicates in the retain list, or one result would miss the update.
  std::vector<Value> retained = segments.retained.vec();
  if (bufferization::hasDuplicateValues(retained)) return failure();

  std::vector<Value> memrefs = memrefRange.vec(), conditions = conditionRange.vec();
  std::vector<Value> newMemrefs, newConditions;
  // Short lists are checked pair by pair (the summary only saves pairs).
  std::optional<AliasSummary> summary;
  if (retained.size() > kPairwiseListSize) summary.emplace(analysis, retained);
  const AliasSummary *summaryPtr = summary ? &*summary : nullptr;
  for (size_t i = 0; i < memrefs.size() && i < conditions.size(); ++i) {
    if (succeeded(handleOneMemref(analysis, ops, summaryPtr, retained, op, memrefs[i], conditions[i], rewriter)))
      continue;
    if (Operation *def = memrefs[i].getDefiningOp();
        def && def->getName() == memref::ExtractStridedMetadataOp::getOperationName() &&
        succeeded(handleOneMemref(analysis, ops, summaryPtr, retained, op, def->getOperand(0), conditions[i],
                                  rewriter)))
      continue;
    newMemrefs.push_back(memrefs[i]);
    newConditions.push_back(conditions[i]);
  }
  return updateDeallocIfChanged(op, newMemrefs, newConditions, rewriter,
                                ops.deallocAttributesAfterUpdate(op, newMemrefs.size(), newConditions.size()));
}

// ---- RemoveRetainedMemrefsGuaranteedToNotAlias --------------------------------

LogicalResult removeRetainedMemrefsGuaranteedToNotAlias(const DeallocAliasOracle &analysis, DeallocOpCache &ops,
                                                        Operation *op, RewriterBase &rewriter) {
  DeallocOp::Segments segments = DeallocOp(op).getSegments();
  if (segments.retained.empty()) return failure();
  std::vector<Value> memrefs = segments.memrefs.vec(), retained = segments.retained.vec();
  std::vector<bool> keep;
  if (memrefs.empty()) {
    // No memref to alias: every retained value goes.
    keep.assign(retained.size(), false);
  } else {
    if (memrefs.size() <= kPairwiseListSize) {
      for (Value r : retained) keep.push_back(potentiallyAliasesMemref(analysis, memrefs, r));
    } else {
      AliasSummary summary(analysis, memrefs);
      for (Value r : retained) keep.push_back(summary.mayAliasAny(r));
    }
  }
  std::vector<Value> newRetained;
  for (size_t i = 0; i < retained.size(); ++i)
    if (keep[i]) newRetained.push_back(retained[i]);
  if (newRetained.size() == retained.size()) return failure();

  rewriter.setInsertionPoint(op);
  std::vector<Value> replacements(retained.size());
  for (size_t i = 0; i < retained.size(); ++i)
    if (!keep[i]) replacements[i] = ops.boolConstant(rewriter, op->getLoc(), false);
  Operation *newDealloc =
      ops.dealloc(rewriter, op->getLoc(), memrefs, segments.conditions.vec(), newRetained);
  unsigned next = 0;
  for (Value &repl : replacements)
    if (!repl) repl = newDealloc->getResult(next++);
  rewriter.replaceOp(op, replacements);
  return success();
}

// ---- SplitDeallocWhenNotAliasingAnyOther ---------------------------------------

LogicalResult splitDeallocWhenNotAliasingAnyOther(const DeallocAliasOracle &analysis, DeallocOpCache &ops,
                                                  Operation *op, RewriterBase &rewriter) {
  DeallocOp::Segments segments = DeallocOp(op).getSegments();
  if (segments.memrefs.size() <= 1) return failure();
  Location loc = op->getLoc();
  std::vector<Value> memrefs = segments.memrefs.vec(), conditions = segments.conditions.vec(),
                     retained = segments.retained.vec();

  // Decide first, so that nothing is created when no memref splits off.
  std::vector<bool> splits(memrefs.size());
  bool any = false;
  AliasSummary summary(analysis, memrefs);
  for (size_t i = 0; i < memrefs.size(); ++i) {
    splits[i] = !summary.mayAliasAny(memrefs[i], static_cast<int>(i));
    any |= splits[i];
  }
  if (!any) return failure();

  rewriter.setInsertionPoint(op);
  std::vector<Value> remainingMemrefs, remainingConditions;
  std::vector<Operation *> splitDeallocs;
  for (size_t i = 0; i < memrefs.size(); ++i) {
    if (!splits[i]) {
      remainingMemrefs.push_back(memrefs[i]);
      remainingConditions.push_back(conditions[i]);
      continue;
    }
    splitDeallocs.push_back(ops.dealloc(rewriter, loc, ArrayRef<Value>(&memrefs[i], 1),
                                        ArrayRef<Value>(&conditions[i], 1), retained));
  }
  Operation *rest = ops.dealloc(rewriter, loc, remainingMemrefs, remainingConditions, retained);
  std::vector<Value> replacements(rest->getResults().begin(), rest->getResults().end());
  for (Operation *split : splitDeallocs)
    for (size_t i = 0; i < replacements.size(); ++i)
      replacements[i] = ops.orI(rewriter, loc, replacements[i], split->getResult(i));
  rewriter.replaceOp(op, replacements);
  return success();
}

// ---- RetainedMemrefAliasingAlwaysDeallocatedMemref -----------------------------

LogicalResult retainedMemrefAliasingAlwaysDeallocatedMemref(const DeallocAliasOracle &analysis, Operation *op,
                                                            RewriterBase &rewriter) {
  DeallocOp::Segments segments = DeallocOp(op).getSegments();
  // Without memrefs or without retained values nothing can be replaced or
  // dropped.
  if (segments.memrefs.size() == segments.conditions.size() &&
      (segments.memrefs.empty() || segments.retained.empty()))
    return failure();
  std::vector<Value> memrefs = segments.memrefs.vec(), conditions = segments.conditions.vec(),
                     retained = segments.retained.vec();
  // Only memrefs with a constant-true condition replace or drop anything:
  // without one, exit before indexing the retained values.
  if (memrefs.size() == conditions.size() && std::none_of(conditions.begin(), conditions.end(), isConstantOne))
    return failure();
  std::vector<bool> aliasesWithConstTrueMemref(retained.size(), false);
  AliasSummary summary(analysis, retained);
  std::vector<Value> newMemrefs, newConditions;
  bool replacedUses = false;
  auto replaceResult = [&](size_t i, Value cond) {
    Value res = op->getResult(i);
    if (!res.use_empty()) {
      rewriter.replaceAllUsesWith(res, cond);
      replacedUses = true;
    }
    aliasesWithConstTrueMemref[i] = true;
  };
  for (size_t m = 0; m < memrefs.size() && m < conditions.size(); ++m) {
    Value memref = memrefs[m], cond = conditions[m];
    bool canDropMemref = false;
    if (isConstantOne(cond)) {
      // Only retained values sharing a view base or an origin with the memref
      // (or with the source of its extract_strided_metadata) can be the same
      // allocation; visit them in retained order.
      std::vector<size_t> candidates = summary.getMustAliasCandidates(memref);
      if (Operation *def = memref.getDefiningOp();
          def && def->getName() == memref::ExtractStridedMetadataOp::getOperationName()) {
        std::vector<size_t> more = summary.getMustAliasCandidates(def->getOperand(0));
        candidates.insert(candidates.end(), more.begin(), more.end());
        std::sort(candidates.begin(), candidates.end());
        candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
      }
      for (size_t i : candidates) {
        if (analysis.isSameAllocation(retained[i], memref) == std::optional<bool>(true)) {
          replaceResult(i, cond);
          canDropMemref = true;
          continue;
        }
        Operation *def = memref.getDefiningOp();
        if (!def || def->getName() != memref::ExtractStridedMetadataOp::getOperationName()) continue;
        if (analysis.isSameAllocation(retained[i], def->getOperand(0)) == std::optional<bool>(true)) {
          replaceResult(i, cond);
          canDropMemref = true;
        }
      }
    }
    if (!canDropMemref) {
      newMemrefs.push_back(memref);
      newConditions.push_back(cond);
    }
  }
  // MLIR replaces the results even when it then reports failure; report the
  // change so that the driver revisits the users.
  bool all = true;
  for (bool b : aliasesWithConstTrueMemref) all &= b;
  if (!all) return replacedUses ? success() : failure();
  if (succeeded(updateDeallocIfChanged(op, newMemrefs, newConditions, rewriter))) return success();
  return replacedUses ? success() : failure();
}

}  // namespace

bool DeallocAliasOracle::isFreshAllocation(Value v) const {
  return hasAllocateEffect(v) || (facts_ && facts_->isFreshCallResult(v));
}

bool DeallocAliasOracle::isAllocationRoot(Value root) const {
  return hasAllocateEffect(root) || (facts_ && facts_->isAllocationRoot(root));
}

std::vector<Value> DeallocAliasOracle::getOrigins(Value base) const {
  return facts_ ? facts_->getOrigins(base) : analysis_.getRoots(base);
}

std::optional<bool> DeallocAliasOracle::isSameAllocation(Value a, Value b) const {
  return facts_ ? facts_->isSameAllocation(a, b) : analysis_.isSameAllocation(a, b);
}

bool potentiallyAliasesMemref(const DeallocAliasOracle &analysis, ArrayRef<Value> others, Value memref) {
  for (Value other : others) {
    if (distinctAllocAndBlockArgument(analysis, other, memref)) continue;
    std::optional<bool> same = analysis.isSameAllocation(other, memref);
    if (!same || *same) return true;
  }
  return false;
}

void populateBufferDeallocationSimplificationPatterns(PatternSet &patterns, const DeallocAliasOracle &oracle,
                                                      DeallocOpCache &ops) {
  const DeallocAliasOracle *a = &oracle;
  DeallocOpCache *o = &ops;
  std::string_view root = DeallocOp::getOperationName();
  patterns.add(
      root, [a, o](Operation *op, RewriterBase &r) { return removeDeallocMemrefsContainedInRetained(*a, *o, op, r); },
      1, "RemoveDeallocMemrefsContainedInRetained");
  patterns.add(
      root,
      [a, o](Operation *op, RewriterBase &r) { return removeRetainedMemrefsGuaranteedToNotAlias(*a, *o, op, r); }, 1,
      "RemoveRetainedMemrefsGuaranteedToNotAlias");
  patterns.add(
      root, [a, o](Operation *op, RewriterBase &r) { return splitDeallocWhenNotAliasingAnyOther(*a, *o, op, r); }, 1,
      "SplitDeallocWhenNotAliasingAnyOther");
  patterns.add(
      root, [a](Operation *op, RewriterBase &r) { return retainedMemrefAliasingAlwaysDeallocatedMemref(*a, op, r); },
      1, "RetainedMemrefAliasingAlwaysDeallocatedMemref");
}

}  // namespace tbuf::dealloc
