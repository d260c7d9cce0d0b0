// Common subexpression elimination (see cse.h), following MLIR's CSE.cpp.
#include "transforms/cse.h"

#include <memory>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "transforms/operation_equivalence.h"
#include "transforms/side_effects.h"

namespace tbuf {

namespace {

/// An op with its structural hash, computed once: lookups, insertions and
/// the erasures when a scope is left reuse it instead of rehashing the op
/// (hashing reads the op, its operands and result types, which at scale is
/// mostly cache misses).
struct HashedOp {
  Operation *op;
  size_t hash;
};
/// Values by identity, results ignored, locations ignored; the value hashes
/// inlined (CSE hashes every op it visits).
HashedOp hashOp(Operation *op) {
  return {op, OperationEquivalence::computeHashWith(op, OperationEquivalence::directHashValue,
                                                    OperationEquivalence::ignoreHashValue,
                                                    OperationEquivalence::IgnoreLocations)};
}
struct OpHash {
  size_t operator()(const HashedOp &k) const { return k.hash; }
};
struct OpEq {
  bool operator()(const HashedOp &a, const HashedOp &b) const {
    return a.op == b.op || (a.hash == b.hash && OperationEquivalence::isEquivalentTo(
                                                    a.op, b.op, OperationEquivalence::IgnoreLocations));
  }
};

/// A hash table from ops to the equivalent op that is visible, with nested
/// scopes (LLVM's ScopedHashTable): leaving a scope restores what its
/// insertions shadowed.
class ScopedOpMap {
 public:
  Operation *lookup(const HashedOp &key) const {
    auto it = map_.find(key);
    return it == map_.end() ? nullptr : it->second;
  }
  bool count(Operation *op) const { return map_.contains(hashOp(op)); }
  void insert(const HashedOp &key) {
    auto [it, inserted] = map_.try_emplace(key, key.op);
    undo_.push_back({it->first, inserted ? nullptr : it->second});
    if (!inserted) it->second = key.op;
  }
  size_t pushScope() const { return undo_.size(); }
  void popScope(size_t mark) {
    if (mark == 0) {  // the outermost scope: nothing to restore
      map_.clear();
      undo_.clear();
      return;
    }
    while (undo_.size() > mark) {
      auto [key, previous] = undo_.back();
      undo_.pop_back();
      if (previous) map_[key] = previous;
      else map_.erase(key);
    }
  }

 private:
  absl::flat_hash_map<HashedOp, Operation *, OpHash, OpEq> map_;
  /// (key in the map, value it had before the insertion or null if new).
  std::vector<std::pair<HashedOp, Operation *>> undo_;
};

class ScopeGuard {
 public:
  explicit ScopeGuard(ScopedOpMap &map) : map_(map), mark_(map.pushScope()) {}
  ~ScopeGuard() { map_.popScope(mark_); }

 private:
  ScopedOpMap &map_;
  size_t mark_;
};

class CSEDriver {
 public:
  CSEDriver(RewriterBase &rewriter, DominanceInfo &domInfo) : rewriter_(rewriter), domInfo_(domInfo) {}

  void simplify(Operation *op, bool *changed) {
    ScopedOpMap knownValues;
    for (Region &region : op->getRegions()) simplifyRegion(knownValues, region);
    for (Operation *dead : opsToErase_) rewriter_.eraseOp(dead);
    if (changed) *changed = !opsToErase_.empty();
    opsToErase_.clear();
  }

  CSEStatistics stats;

 private:
  void replaceUsesAndDelete(ScopedOpMap &knownValues, Operation *op, Operation *existing, bool hasSSADominance) {
    std::vector<Value> replacements = existing->getResults().vec();
    if (hasSSADominance) {
      // No use of `op` has been visited yet.
      if (auto *listener = rewriter_.getRewriteListener()) listener->notifyOperationReplaced(op, replacements);
      for (unsigned i = 0; i < op->getNumResults(); ++i)
        rewriter_.replaceAllUsesWith(op->getResult(i), replacements[i]);
      opsToErase_.push_back(op);
    } else {
      // Only uses by ops not visited yet may change.
      auto notVisited = [&](OpOperand &use) { return !knownValues.count(use.getOwner()); };
      if (auto *listener = rewriter_.getRewriteListener()) {
        for (unsigned i = 0; i < op->getNumResults(); ++i) {
          bool all = true;
          for (OpOperand &use : op->getResult(i).getUses()) all &= notVisited(use);
          if (all) listener->notifyOperationReplaced(op, replacements);
        }
      }
      for (unsigned i = 0; i < op->getNumResults(); ++i)
        rewriter_.replaceUsesWithIf(op->getResult(i), replacements[i], notVisited);
      if (op->use_empty()) opsToErase_.push_back(op);
    }
    if (existing->getLoc().isUnknown() && !op->getLoc().isUnknown()) existing->setLoc(op->getLoc());
    ++stats.numCSE;
  }

  /// Whether an op between `fromOp` and `toOp` (same block, both read-only)
  /// may write. Scans are cached per `fromOp`, so later queries resume where
  /// the previous one stopped.
  bool hasOtherSideEffectingOpInBetween(Operation *fromOp, Operation *toOp) {
    auto [it, inserted] = memEffectsCache_.try_emplace(fromOp, fromOp->getNextNode(), false);
    if (it->second.second) return true;
    Operation *next = it->second.first;
    while (next && next != toOp) {
      if (!hasMemoryEffectInterface(next) || hasEffect(next, EffectKind::Write)) {
        it->second = {next, true};
        return true;
      }
      next = next->getNextNode();
    }
    it->second = {toOp, false};
    return false;
  }

  /// isMemoryEffectFree(op) and onlyHasEffect(op, Read) answered from one
  /// query of the op's effects.
  enum class EffectClass { Free, ReadOnly, Other };
  EffectClass classifyEffects(Operation *op) {
    effects_.clear();
    bool known = getMemoryEffects(op, effects_);
    if (known && !effects_.empty()) {
      for (const MemoryEffect &e : effects_)
        if (e.kind != EffectKind::Read) return EffectClass::Other;
      return EffectClass::ReadOnly;
    }
    // No effects of its own: free unless nested ops (RecursiveMemoryEffects)
    // or unknown effects say otherwise; onlyHasEffect needs an effect.
    if (known && !op->hasTrait(OpTrait::RecursiveMemoryEffects)) return EffectClass::Free;
    return isMemoryEffectFree(op) ? EffectClass::Free : EffectClass::Other;
  }

  LogicalResult simplifyOperation(ScopedOpMap &knownValues, Operation *op, bool hasSSADominance) {
    if (op->hasTrait(OpTrait::Terminator)) return failure();

    if (isOpTriviallyDead(op, effects_)) {
      opsToErase_.push_back(op);
      ++stats.numDCE;
      return success();
    }

    // Ops with multi-block regions are left alone.
    for (Region &region : op->getRegions())
      if (!region.empty() && !region.hasOneBlock()) return failure();

    EffectClass effectClass = classifyEffects(op);
    if (effectClass != EffectClass::Free) {
      // Only ops that merely read memory can be merged, within a block and
      // with no possible write in between.
      if (effectClass != EffectClass::ReadOnly) return failure();
      HashedOp key = hashOp(op);
      if (Operation *existing = knownValues.lookup(key)) {
        if (existing->getBlock() == op->getBlock() && !hasOtherSideEffectingOpInBetween(existing, op)) {
          replaceUsesAndDelete(knownValues, op, existing, hasSSADominance);
          return success();
        }
      }
      knownValues.insert(key);
      return failure();
    }

    HashedOp key = hashOp(op);
    if (Operation *existing = knownValues.lookup(key)) {
      replaceUsesAndDelete(knownValues, op, existing, hasSSADominance);
      // MLIR counts these replacements twice in its statistic.
      ++stats.numCSE;
      return success();
    }
    knownValues.insert(key);
    return failure();
  }

  void simplifyBlock(ScopedOpMap &knownValues, Block *block, bool hasSSADominance) {
    for (Operation &op : *block) {
      if (op.getNumRegions() != 0) {
        // Values from above must not leak into isolated regions.
        if (mightHaveTrait(&op, OpTrait::IsolatedFromAbove)) {
          // A table per isolation depth, kept for the next isolated op
          // (empty again once its regions are done): a module's functions
          // share one instead of each growing a new one.
          if (isolatedMaps_.size() <= isolatedDepth_) isolatedMaps_.push_back(std::make_unique<ScopedOpMap>());
          ScopedOpMap &nestedKnownValues = *isolatedMaps_[isolatedDepth_++];
          for (Region &region : op.getRegions()) simplifyRegion(nestedKnownValues, region);
          --isolatedDepth_;
        } else {
          for (Region &region : op.getRegions()) simplifyRegion(knownValues, region);
        }
      }
      (void)simplifyOperation(knownValues, &op, hasSSADominance);
    }
    memEffectsCache_.clear();
  }

  void simplifyRegion(ScopedOpMap &knownValues, Region &region) {
    if (region.empty()) return;
    bool hasSSADominance = tbuf::hasSSADominance(&region);

    if (region.hasOneBlock()) {
      ScopeGuard scope(knownValues);
      simplifyBlock(knownValues, &region.front(), hasSSADominance);
      return;
    }
    // Without dominance there is no safe order for several blocks.
    if (!hasSSADominance) return;

    // Depth-first walk of the dominator tree, one scope per tree node.
    const DomTree &tree = domInfo_.getDomTree(&region);
    struct StackNode {
      Block *block;
      size_t mark;
      size_t nextChild = 0;
      bool processed = false;
    };
    std::vector<StackNode> stack;
    stack.push_back({&region.front(), knownValues.pushScope()});
    while (!stack.empty()) {
      StackNode &node = stack.back();
      if (!node.processed) {
        node.processed = true;
        simplifyBlock(knownValues, node.block, hasSSADominance);
      }
      const std::vector<Block *> &children = tree.getChildren(node.block);
      if (node.nextChild < children.size()) {
        Block *child = children[node.nextChild++];
        stack.push_back({child, knownValues.pushScope()});
      } else {
        knownValues.popScope(node.mark);
        stack.pop_back();
      }
    }
  }

  RewriterBase &rewriter_;
  DominanceInfo &domInfo_;
  std::vector<Operation *> opsToErase_;
  absl::flat_hash_map<Operation *, std::pair<Operation *, bool>> memEffectsCache_;
  /// The tables of values visible in isolated ops, by isolation depth.
  std::vector<std::unique_ptr<ScopedOpMap>> isolatedMaps_;
  size_t isolatedDepth_ = 0;
  /// Reused by the effect queries of each op.
  std::vector<MemoryEffect> effects_;
};

}  // namespace

void eliminateCommonSubExpressions(RewriterBase &rewriter, DominanceInfo &domInfo, Operation *op, bool *changed,
                                   CSEStatistics *stats) {
  CSEDriver driver(rewriter, domInfo);
  driver.simplify(op, changed);
  if (stats) {
    stats->numCSE += driver.stats.numCSE;
    stats->numDCE += driver.stats.numDCE;
  }
}

void eliminateCommonSubexpressions(Operation *op, DominanceInfo &domInfo, CSEStatistics *stats) {
  IRRewriter rewriter(op->getContext());
  eliminateCommonSubExpressions(rewriter, domInfo, op, nullptr, stats);
}

}  // namespace tbuf
