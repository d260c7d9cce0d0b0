// The `copy-removal` pass: a tbuf addition (MLIR removed its CopyRemoval
// pass in 2021; mlir-opt-22 has no equivalent). It removes a memref.copy
// (or test.copy) together with one of the two buffers, in the two shapes
// described in BufferDeallocationInternals.md, "CopyRemoval Pass":
//
//   reuse the source:  %to = memref.alloc ... ; copy(%from, %to) ; ... ;
//                      memref.dealloc %from      ==> every %to becomes %from
//   reuse the target:  %from = memref.alloc ; <writes %from> ;
//                      copy(%from, %to) ; ... ; memref.dealloc %from
//                                                ==> every %from becomes %to
//
// Safety argument (stronger than the old MLIR pass, which ignored aliases):
// after the copy both buffers hold the same data; the rewrite is invisible if
// (1) that stays true until the dropped buffer's lifetime ends and (2) the
// kept buffer is not observed earlier than before. So we require, in one
// block B holding the copy and the dealloc D of %from:
//  * both buffers have the same type; the dropped buffer is a memref.alloc
//    (heap, so the kept heap buffer inherits its dealloc or its escape), and
//    %from has exactly one dealloc, D, after the copy;
//  * between the copy and D no op writes or frees memory that may alias
//    %from or %to (so their contents stay equal while both are live);
//  * reuse source: every other use of %to is after the copy (it only ever
//    sees the copied data, which %from still holds);
//  * reuse target: %to dominates %from's allocation and no op between that
//    allocation and the copy reads, writes or frees memory that may alias %to
//    (so writing %from's data into %to early cannot be observed); every use
//    of %from is in B before D.
// Ops with unknown effects in a checked range block the rewrite. "May alias"
// is the LocalAliasAnalysis answer (analysis/alias_analysis.h): function
// arguments may alias each other, distinct allocations do not.
//
// Cost: each candidate scans the ops of its ranges (at most kScanBudget
// nested ops; longer ranges are left alone), so a round is linear in the
// function size. A rewrite makes the alias analysis stale for the merged
// buffers, so later candidates touching them wait for the next round (one
// analysis per round; rounds repeat while something changed).
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "analysis/alias_analysis.h"
#include "analysis/dominance.h"
#include "dealloc/buffer_placement.h"
#include "dealloc/passes.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"
#include "transforms/side_effects.h"

namespace tbuf::dealloc {

namespace {

constexpr int kScanBudget = 4096;

/// Source and target of a copy-like op, or nulls.
std::pair<Value, Value> getCopyOperands(Operation *op) {
  std::string_view name = op->getName();
  if ((name == "memref.copy" || name == "test.copy") && op->getNumOperands() == 2 && op->getNumResults() == 0)
    return {op->getOperand(0), op->getOperand(1)};
  return {Value(), Value()};
}

bool isHeapAlloc(Value v) {
  Operation *def = v.getDefiningOp();
  return def && def->getName() == "memref.alloc";
}

class CopyRemoval {
 public:
  explicit CopyRemoval(Operation *func) : func_(func), aliases_(func) {}

  /// One round; returns the number of copies removed. `retry` is set if a
  /// candidate was skipped because an earlier rewrite made it stale.
  unsigned runRound(bool &retry) {
    std::vector<Operation *> copies;
    func_->walk([&](Operation *op) {
      if (getCopyOperands(op).first) copies.push_back(op);
    });
    unsigned removed = 0;
    for (Operation *copy : copies) {
      if (erased_.contains(copy)) continue;
      auto [from, to] = getCopyOperands(copy);
      if (from == to || from.getType() != to.getType()) continue;
      if (isStale(from) || isStale(to)) {
        retry = true;
        continue;
      }
      if (reuseSource(copy, from, to) || reuseTarget(copy, from, to)) ++removed;
    }
    return removed;
  }

 private:
  /// True if `v` derives from a buffer merged in this round.
  bool isStale(Value v) {
    if (touched_.empty()) return false;
    for (Value x : aliases_.resolveReverse(v))
      if (touched_.contains(x)) return true;
    return false;
  }

  bool mayAlias(Value a, Value b) {
    if (isStale(a) || isStale(b)) return true;
    return aliases_.alias(a, b) != AliasResult::NoAlias;
  }

  /// True if `op` or an op nested in it may access memory aliasing one of
  /// `targets` (writes and frees only if `writesOnly`). Unknown effects and
  /// an exhausted budget count as access.
  bool mayAccess(Operation *op, const std::vector<Value> &targets, bool writesOnly, int &budget) {
    if (--budget < 0) return true;
    std::vector<MemoryEffect> effects;
    bool known = getMemoryEffects(op, effects);
    bool recursive = op->isRegistered() && op->hasTrait(OpTrait::RecursiveMemoryEffects);
    if (!known && !recursive) return true;
    for (const MemoryEffect &e : effects) {
      if (e.kind == EffectKind::Allocate) continue;
      if (writesOnly && e.kind == EffectKind::Read) continue;
      if (!e.value) return true;
      for (Value t : targets)
        if (mayAlias(e.value, t)) return true;
    }
    if (recursive)
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (Operation &nested : block)
            if (mayAccess(&nested, targets, writesOnly, budget)) return true;
    return false;
  }

  /// Checks every op strictly between `first` and `last` (same block).
  bool rangeMayAccess(Operation *first, Operation *last, const std::vector<Value> &targets, bool writesOnly) {
    int budget = kScanBudget;
    for (Operation *op = first->getNextNode(); op && op != last; op = op->getNextNode())
      if (mayAccess(op, targets, writesOnly, budget)) return true;
    return false;
  }

  /// The single memref.dealloc of `from`, in `block` after `copy`; or null.
  Operation *getDeallocAfter(Value from, Operation *copy) {
    bool ok = true;
    Operation *dealloc = findDealloc(from, ok);
    if (!ok || !dealloc || dealloc->getName() != "memref.dealloc") return nullptr;
    if (dealloc->getBlock() != copy->getBlock() || !copy->isBeforeInBlock(dealloc)) return nullptr;
    return dealloc;
  }

  void erase(Operation *op) {
    erased_.insert(op);
    op->erase();
  }

  bool reuseSource(Operation *copy, Value from, Value to) {
    if (!isHeapAlloc(to) || !hasAllocateEffect(from)) return false;
    Operation *toDef = to.getDefiningOp();
    Block *block = copy->getBlock();
    if (toDef->getBlock() != block) return false;
    Operation *dealloc = getDeallocAfter(from, copy);
    if (!dealloc) return false;
    for (OpOperand &use : to.getUses()) {
      Operation *user = use.getOwner();
      if (user == copy) continue;
      Operation *ancestor = findAncestorOpInBlock(block, user);
      if (ancestor && !copy->isBeforeInBlock(ancestor)) return false;
    }
    if (rangeMayAccess(copy, dealloc, {from, to}, /*writesOnly=*/true)) return false;
    touched_.insert(from);
    touched_.insert(to);
    erase(copy);
    erase(dealloc);
    to.replaceAllUsesWith(from);
    erase(toDef);
    return true;
  }

  bool reuseTarget(Operation *copy, Value from, Value to) {
    if (!isHeapAlloc(from)) return false;
    Operation *fromDef = from.getDefiningOp();
    Block *block = copy->getBlock();
    if (fromDef->getBlock() != block) return false;
    Operation *dealloc = getDeallocAfter(from, copy);
    if (!dealloc) return false;
    if (!dom_.properlyDominates(to, fromDef)) return false;
    for (OpOperand &use : from.getUses()) {
      Operation *ancestor = findAncestorOpInBlock(block, use.getOwner());
      if (!ancestor || dealloc->isBeforeInBlock(ancestor)) return false;
    }
    if (rangeMayAccess(fromDef, copy, {to}, /*writesOnly=*/false)) return false;
    if (rangeMayAccess(copy, dealloc, {from, to}, /*writesOnly=*/true)) return false;
    touched_.insert(from);
    touched_.insert(to);
    erase(copy);
    erase(dealloc);
    from.replaceAllUsesWith(to);
    erase(fromDef);
    return true;
  }

  Operation *func_;
  AliasAnalysis aliases_;
  DominanceInfo dom_;
  absl::flat_hash_set<Value> touched_;
  absl::flat_hash_set<Operation *> erased_;
};

class CopyRemovalPass : public Pass {
 public:
  std::string_view getArgument() const override { return "copy-removal"; }
  std::string_view getName() const override { return "CopyRemovalPass"; }
  std::string_view getDescription() const override {
    return "Remove memref copies whose source or target buffer can be reused (tbuf addition)";
  }
  std::string_view getOpName() const override { return "func.func"; }

  LogicalResult runOnOperation(Operation *func) override {
    while (true) {
      bool retry = false;
      unsigned removed = CopyRemoval(func).runRound(retry);
      numRemoved += removed;
      if (!removed || !retry) break;
    }
    return success();
  }

 private:
  Statistic numRemoved{*this, "num-copies-removed", "Number of copies removed"};
};

}  // namespace

void registerCopyRemovalPass() { registerPass<CopyRemovalPass>(); }

}  // namespace tbuf::dealloc
