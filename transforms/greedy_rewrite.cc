// The greedy pattern rewrite driver (see greedy_rewrite.h), following MLIR's
// GreedyPatternRewriteDriver.cpp.
#include "transforms/greedy_rewrite.h"

#include <algorithm>
#include <optional>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "ir/dominance.h"
#include "transforms/fold_utils.h"
#include "transforms/folder.h"
#include "ir/pointer_map.h"
#include "transforms/region_utils.h"
#include "transforms/side_effects.h"

namespace tbuf {

// ---- PatternSet -------------------------------------------------------------

PatternSet &PatternSet::add(std::string_view rootName, PatternFn fn, unsigned benefit, std::string_view debugName) {
  patterns_.push_back({std::string(rootName), std::move(fn), benefit, std::string(debugName)});
  return *this;
}

PatternSet &PatternSet::addAnyOp(PatternFn fn, unsigned benefit, std::string_view debugName) {
  return add("", std::move(fn), benefit, debugName);
}

PatternSet &PatternSet::addCanonicalizationPatterns(const OpDefinition &def, bool withDebugNames) {
  for (size_t i = 0; i < def.canonicalizers.size(); ++i) {
    OpDefinition::CanonicalizeFn fn = def.canonicalizers[i];
    if (!fn) continue;
    // Built in place: every canonicalize run collects every op's patterns.
    std::string debugName;
    if (withDebugNames) {
      debugName = def.name;
      debugName += "#canonicalize";
      debugName += std::to_string(i);
    }
    patterns_.push_back({def.name, std::move(fn), 1, std::move(debugName)});
  }
  return *this;
}

PatternSet &PatternSet::addCanonicalizationPatterns(const Context &ctx, bool withDebugNames) {
  for (const OpDefinition *def : ctx.getRegisteredOps()) addCanonicalizationPatterns(*def, withDebugNames);
  return *this;
}

namespace {

// ---- Worklist ---------------------------------------------------------------

/// A LIFO worklist with set semantics and O(1) removal (removed entries
/// become null and are skipped). A PointerMap keeps the position at which
/// each op was last pushed; the op is queued iff that position is still
/// inside the list and holds the op. So a pop touches only the vector (its
/// stale position fails the test from then on: a later push at that index
/// is another op, or the same op queued again), and an erased op never
/// lingers in the list (remove() nulls its entry before it is deleted, so
/// a new op at the same address is not mistaken for it). The table holds
/// every op pushed since the last clear(), which the driver calls once per
/// iteration.
///
/// The table is built lazily: seeding appends every op of a body once
/// (appendSeed), and an iteration that changes nothing only pops, so it
/// never needs positions. The first push or remove indexes the ops still
/// queued (what pushing them one by one would have recorded for them:
/// popped ops' stale positions are never consulted, see above).
class Worklist {
 public:
  void clear() {
    list_.clear();
    map_.clear();
    size_ = 0;
    indexed_ = true;
  }
  bool empty() const { return size_ == 0; }
  void push(Operation *op) {
    ensureIndexed();
    uint32_t end = static_cast<uint32_t>(list_.size());
    bool inserted;
    uint32_t &pos = map_.findOrInsert(op, end, inserted);
    if (!inserted) {
      if (isQueuedAt(op, pos)) return;
      pos = end;
    }
    list_.push_back(op);
    ++size_;
  }
  /// push() for seeding: `op` has not been pushed since clear() (the seeding
  /// walk visits every op once). Until something needs the table, it is
  /// only appended.
  void appendSeed(Operation *op) {
    if (indexed_ && !list_.empty()) return push(op);
    list_.push_back(op);
    ++size_;
    indexed_ = false;
  }
  Operation *pop() {
    while (!list_.back()) list_.pop_back();
    Operation *op = list_.back();
    list_.pop_back();
    --size_;
    while (!list_.empty() && !list_.back()) list_.pop_back();
    return op;
  }
  void remove(Operation *op) {
    ensureIndexed();
    uint32_t *pos = map_.find(op);
    if (!pos || !isQueuedAt(op, *pos)) return;
    list_[*pos] = nullptr;
    --size_;
  }
  void reverse() {
    std::reverse(list_.begin(), list_.end());
    if (!indexed_) return;
    // Position i moved to n - 1 - i: rewritten in the table's slots
    // directly instead of looking every queued op up again (a stale
    // position maps to some index, which fails the queued test as before).
    uint32_t last = static_cast<uint32_t>(list_.size()) - 1;
    map_.transformValues([last](uint32_t pos) { return last - pos; });
  }

 private:
  bool isQueuedAt(Operation *op, uint32_t pos) const { return pos < list_.size() && list_[pos] == op; }

  /// Records the positions of the queued ops appended by appendSeed. Every
  /// op in the list is distinct then (seeding adds each op once, and any
  /// push in between indexed the list first), and the table holds at most
  /// ops that were popped or erased since clear() (stale positions).
  void ensureIndexed() {
    if (indexed_) return;
    indexed_ = true;
    for (uint32_t i = 0, e = static_cast<uint32_t>(list_.size()); i < e; ++i) {
      Operation *op = list_[i];
      if (!op) continue;
      bool inserted;
      uint32_t &pos = map_.findOrInsert(op, i, inserted);
      if (!inserted) pos = i;
    }
  }

  std::vector<Operation *> list_;
  /// The position at which each op was last pushed (once indexed_).
  PointerMap<Operation> map_;
  /// The number of queued (non-null) entries of list_.
  size_t size_ = 0;
  /// Whether map_ records every queued op's position.
  bool indexed_ = true;
};

// ---- PatternApplicator --------------------------------------------------------

/// Patterns by root name, each list sorted by decreasing benefit (stable).
class PatternApplicator {
 public:
  explicit PatternApplicator(const PatternSet &set) {
    for (const RewritePattern &p : set.getPatterns()) {
      if (!p.fn) continue;
      if (p.rootName.empty()) anyOp_.push_back(&p);
      else byName_[p.rootName].push_back(&p);
    }
    auto byBenefit = [](const RewritePattern *a, const RewritePattern *b) { return a->benefit > b->benefit; };
    std::stable_sort(anyOp_.begin(), anyOp_.end(), byBenefit);
    for (auto &entry : byName_) std::stable_sort(entry.second.begin(), entry.second.end(), byBenefit);
  }

  /// What the driver needs to know about the ops of one definition, looked
  /// up once per popped op.
  struct OpInfo {
    /// The op-specific patterns (an empty list if none).
    const std::vector<const RewritePattern *> *patterns;
    /// Whether foldOperation could succeed: a registered, non-constant op
    /// with a fold hook or a folding trait (constants are never folded by
    /// the driver, they would be re-materialized forever).
    bool mayFold;
    /// Whether folding needs the constant values of the operands (see
    /// foldIgnoresConstantOperands).
    bool foldReadsConstants;
  };

  /// The OpInfo of `op`. Registered ops are looked up by definition (a
  /// pointer lookup, cached per definition), others by name.
  /// Always inlined: the driver's loop asks for every op it pops.
  [[gnu::always_inline]] OpInfo getOpInfo(Operation *op) const {
    const OpDefinition *def = op->getDef();
    if (def) {
      if (uint32_t *cached = byDef_.find(def)) return byDefInfos_[*cached];
    }
    OpInfo info{findOpPatterns(op), false, true};
    if (def) {
      info.mayFold = op->isRegistered() && !op->hasTrait(OpTrait::ConstantLike) &&
                     (def->fold || op->hasTrait(OpTrait::Commutative));
      info.foldReadsConstants = !foldIgnoresConstantOperands(*def);
      byDef_.insert(def, static_cast<uint32_t>(byDefInfos_.size()));
      byDefInfos_.push_back(info);
    }
    return info;
  }

  /// Whether popping `op` from a worklist can never change anything: it is
  /// never trivially dead (a symbol, see wouldOpBeTriviallyDead), does not
  /// fold (or `fold` is off) and no pattern applies to it. Depends only on
  /// the op's definition (false for an unregistered op).
  [[gnu::noinline]] bool isInert(Operation *op, bool fold) const {
    if (!op->getDef() || !anyOp_.empty() || !op->hasTrait(OpTrait::Symbol)) return false;
    OpInfo info = getOpInfo(op);
    return info.patterns->empty() && !(fold && info.mayFold);
  }

  /// Tries `opPatterns` (the op's, see getOpInfo) and the any-op patterns
  /// best first (op-specific ones before any-op ones of equal benefit); stops
  /// at the first that succeeds.
  LogicalResult matchAndRewrite(Operation *op, const std::vector<const RewritePattern *> &opPatterns,
                                RewriterBase &rewriter) const {
    if (opPatterns.empty() && anyOp_.empty()) return failure();
    // Every pattern starts at `op`; a failing one leaves the IR alone.
    OpBuilder::InsertionGuard guard(rewriter);
    size_t opIt = 0, anyIt = 0;
    while (opIt < opPatterns.size() || anyIt < anyOp_.size()) {
      const RewritePattern *best = nullptr;
      if (opIt < opPatterns.size()) best = opPatterns[opIt];
      if (anyIt < anyOp_.size() && (!best || best->benefit < anyOp_[anyIt]->benefit)) {
        best = anyOp_[anyIt++];
      } else {
        ++opIt;
      }
      rewriter.setInsertionPoint(op);
      if (succeeded(best->fn(op, rewriter))) return success();
    }
    return failure();
  }

 private:
  /// The op-specific patterns of `op` by name (an empty list if none).
  const std::vector<const RewritePattern *> *findOpPatterns(Operation *op) const {
    static const std::vector<const RewritePattern *> kNone;
    if (byName_.empty()) return &kNone;
    auto it = byName_.find(toAbsl(op->getName()));
    return it != byName_.end() ? &it->second : &kNone;
  }

  absl::flat_hash_map<std::string, std::vector<const RewritePattern *>> byName_;
  /// Per definition, an index into byDefInfos_.
  mutable PointerMap<OpDefinition> byDef_;
  mutable std::vector<OpInfo> byDefInfos_;
  std::vector<const RewritePattern *> anyOp_;
};

// ---- GreedyPatternRewriteDriver -------------------------------------------------

class GreedyPatternRewriteDriver : public RewriterBase::Listener {
 public:
  GreedyPatternRewriteDriver(Context *ctx, const PatternApplicator &matcher, const GreedyRewriteConfig &config)
      : rewriter_(ctx), config_(config), matcher_(matcher) {
    rewriter_.setRewriteListener(this);
  }

 protected:
  /// Adds `op` and its ancestors up to the scope region (nothing if `op` is
  /// not inside the scope).
  void addToWorklist(Operation *op) {
    // First check that the scope is an ancestor, then add `op` and its
    // ancestors innermost first.
    for (Operation *a = op;;) {
      Region *region = a->getParentRegion();
      if (config_.scope == region) break;
      a = region ? region->getParentOp() : nullptr;
      if (!a) {
        reachedOutsideScope_ = true;
        return;
      }
    }
    addInScopeToWorklist(op);
  }

  /// addToWorklist for an op known to be inside the scope.
  void addInScopeToWorklist(Operation *op) {
    for (;;) {
      addSingleOpToWorklist(op);
      Region *region = op->getParentRegion();
      if (config_.scope == region) return;
      op = region->getParentOp();
    }
  }

  void addSingleOpToWorklist(Operation *op) {
    // An op whose erasure was announced in this step is about to be deleted.
    if (!erasedOps_.empty() && erasedOps_.contains(op)) return;
    if (config_.strictMode == GreedyRewriteStrictness::AnyOp || strictModeFilteredOps_.contains(op))
      worklist_.push(op);
  }

  /// Re-adds the definitions of `op`'s operands that will have at most one
  /// other user left once `op` is gone (dead or newly single-use values often
  /// simplify further).
  void addOperandsToWorklist(Operation *op) {
    for (unsigned i = 0; i < op->getNumOperands(); ++i) {
      Value operand = op->getOperand(i);
      if (!operand) continue;
      Operation *defOp = operand.getDefiningOp();
      if (!defOp) continue;
      Operation *otherUser = nullptr;
      bool moreThanTwoUses = false;
      for (OpOperand &use : operand.getUses()) {
        Operation *user = use.getOwner();
        if (user == op || user == otherUser) continue;
        if (!otherUser) {
          otherUser = user;
          continue;
        }
        moreThanTwoUses = true;
        break;
      }
      if (!moreThanTwoUses) addToWorklist(defOp);
    }
  }

  // Listener hooks.
  void notifyOperationInserted(Operation *op) override {
    erasedOps_.erase(op);
    if (config_.listener) config_.listener->notifyOperationInserted(op);
    if (config_.strictMode == GreedyRewriteStrictness::ExistingAndNewOps) strictModeFilteredOps_.insert(op);
    addToWorklist(op);
  }
  void notifyBlockInserted(Block *block) override {
    if (config_.listener) config_.listener->notifyBlockInserted(block);
  }
  void notifyOperationModified(Operation *op) override {
    if (config_.listener) config_.listener->notifyOperationModified(op);
    addToWorklist(op);
  }
  void notifyOperationReplaced(Operation *op, ArrayRef<Value> values) override {
    if (config_.listener) config_.listener->notifyOperationReplaced(op, values);
  }
  void notifyOperationErased(Operation *op) override {
    if (config_.listener) config_.listener->notifyOperationErased(op);
    // The rewriter announces nested ops before their parent and, within a
    // block, definitions before users; remembering the announced ops keeps a
    // later announcement from re-adding an op that is about to be deleted.
    erasedOps_.insert(op, 0);
    addOperandsToWorklist(op);
    worklist_.remove(op);
    if (config_.strictMode != GreedyRewriteStrictness::AnyOp) strictModeFilteredOps_.erase(op);
    onErased(op);
  }
  void notifyBlockErased(Block *block) override {
    if (config_.listener) config_.listener->notifyBlockErased(block);
  }

  virtual void onErased(Operation *) {}

  /// Tries to fold `op` (with the constant values of its operands if
  /// `withConstantOperands`); returns true if it was folded away or in place.
  bool tryFold(Operation *op, bool withConstantOperands) {
    // Reused across calls: most ops do not fold, and those that do make
    // a handful of results.
    std::vector<OpFoldResult> &foldResults = foldResultsScratch_;
    if (failed(foldOperation(op, foldResults, withConstantOperands))) return false;
    if (foldResults.empty()) {
      // Updated in place without going through the rewriter.
      notifyOperationModified(op);
      return true;
    }
    OpBuilder::InsertionGuard guard(rewriter_);
    rewriter_.setInsertionPoint(op);
    std::vector<Value> replacements;
    std::vector<Operation *> created;
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      Type resultType = op->getResult(i).getType();
      const OpFoldResult &ofr = foldResults[i];
      if (ofr.value) {
        if (ofr.value.getType() != resultType) break;
        replacements.push_back(ofr.value);
        continue;
      }
      Operation *constOp = materializeConstant(rewriter_, op->getDialectNamespace(), ofr.attr, resultType, op->getLoc());
      if (!constOp || constOp->getNumResults() != 1 || constOp->getResult(0).getType() != resultType) {
        if (constOp) created.push_back(constOp);
        break;
      }
      created.push_back(constOp);
      replacements.push_back(constOp->getResult(0));
    }
    if (replacements.size() != op->getNumResults()) {
      // Materialization failed: drop what was created for earlier results.
      for (Operation *c : created)
        if (c->use_empty()) rewriter_.eraseOp(c);
      return false;
    }
    rewriter_.replaceOp(op, replacements);
    return true;
  }

  /// Processes ops until the worklist is empty or the rewrite bound is hit.
  /// Returns true if the IR changed.
  bool processWorklist() {
    bool changed = false;
    int64_t numRewrites = 0;
    while (!worklist_.empty() &&
           (numRewrites < config_.maxNumRewrites || config_.maxNumRewrites == GreedyRewriteConfig::kNoLimit)) {
      // Everything announced as erased in the previous step is deleted now.
      if (!erasedOps_.empty()) erasedOps_.clear();
      Operation *op = worklist_.pop();

      if (isOpTriviallyDead(op, effectsScratch_)) {
        rewriter_.eraseOp(op);
        changed = true;
        continue;
      }

      PatternApplicator::OpInfo info = matcher_.getOpInfo(op);
      if (config_.fold && info.mayFold && tryFold(op, info.foldReadsConstants)) {
        changed = true;
        continue;
      }

      if (succeeded(matcher_.matchAndRewrite(op, *info.patterns, rewriter_))) {
        changed = true;
        ++numRewrites;
      }
    }
    erasedOps_.clear();
    return changed;
  }

  IRRewriter rewriter_;
  Worklist worklist_;
  /// Set when a change was announced for an op outside the scope (or an
  /// op outside it was to be queued): the ops around the scope may have
  /// changed (see simplifyRegion).
  bool reachedOutsideScope_ = false;
  GreedyRewriteConfig config_;
  const PatternApplicator &matcher_;
  absl::flat_hash_set<Operation *> strictModeFilteredOps_;
  /// The ops announced as erased in the current step (values unused).
  PointerMap<Operation> erasedOps_;
  std::vector<OpFoldResult> foldResultsScratch_;
  std::vector<MemoryEffect> effectsScratch_;
};

/// Simplifies all ops in a region and the region itself. A shallow driver
/// (see simplifyRegion) visits only the ops of the region's single block and
/// leaves nested regions and region simplification alone.
class RegionPatternRewriteDriver : public GreedyPatternRewriteDriver {
 public:
  RegionPatternRewriteDriver(Context *ctx, const PatternApplicator &matcher, const GreedyRewriteConfig &config,
                             Region &region, bool shallow)
      : GreedyPatternRewriteDriver(ctx, matcher, config), region_(&region), shallow_(shallow) {
    if (config_.strictMode != GreedyRewriteStrictness::AnyOp)
      region.walk([&](Operation *op) { strictModeFilteredOps_.insert(op); });
  }

  /// Points a (non-shallow, AnyOp) driver at another region, keeping the
  /// storage of its worklist and sets: a module's bodies share one driver.
  void retarget(Region &region, const GreedyRewriteConfig &config) {
    region_ = &region;
    config_ = config;
  }

  /// Whether, since construction, a change was announced outside the scope
  /// of any region this driver simplified (see reachedOutsideScope_).
  bool reachedOutsideScope() const { return reachedOutsideScope_; }

  LogicalResult simplify(bool *changed) {
    bool continueRewrites = false;
    int64_t iteration = 0;
    MutableArrayRef<Region> regions(region_, 1);
    do {
      if (++iteration > config_.maxIterations && config_.maxIterations != GreedyRewriteConfig::kNoLimit) break;
      worklist_.clear();
      erasedOps_.clear();

      if (shallow_) {
        // Post-order and pre-order agree on a block without nested walks.
        for (Operation &op : region_->front()) addToWorklist(&op);
        if (config_.useTopDownTraversal) worklist_.reverse();
        continueRewrites = processWorklist();
        continue;
      }

      // The folder deduplicates constants and hoists them to the entry block
      // of their insertion region; its changes reach the worklist too.
      // One folder per driver, emptied per iteration (as a fresh one would be).
      if (folder_)
        folder_->clear();
      else
        folder_.emplace(rewriter_.getContext(), this);
      // Seeding adds the ops in scope directly when the scope is the region
      // itself (the usual case), without re-checking their ancestry.
      seedInScope_ = config_.scope == region_;
      RegionShape shape;
      if (!config_.useTopDownTraversal) {
        seedPostOrder(*region_, shape);
      } else {
        seedPreOrder(*region_, shape);
        // The pop-back loop then processes ops in program order.
        worklist_.reverse();
      }
      erasedOps_.clear();

      continueRewrites = false;
      // Patterns are unsafe on unreachable code (it may use values before
      // defining them), so unreachable blocks go first.
      // With every region of the body single-block (seeding creates no
      // blocks) every block is its region's entry: nothing is unreachable.
      if (shape.multiBlock) continueRewrites |= succeeded(eraseUnreachableBlocks(rewriter_, regions));
      bool worklistChanged = processWorklist();
      continueRewrites |= worklistChanged;
      if (config_.regionSimplification != GreedySimplifyRegionLevel::Disabled) {
        // Every op of the region was seeded (any-op mode, the region is the
        // scope) and popped, and each was found not trivially dead by a pass
        // that changed nothing: none is trivially dead now.
        bool noTriviallyDeadOps = !worklistChanged && worklist_.empty() &&
                                  config_.strictMode == GreedyRewriteStrictness::AnyOp && seedInScope_;
        // If moreover every region had one block and SSA dominance when it
        // was seeded (seeding only erases and moves constants, nothing
        // changed since), simplifyRegions would find nothing to do (see
        // SimplifyScope::Nothing in region_utils.cc) without its walk.
        bool nothingToSimplify = noTriviallyDeadOps && !shape.multiBlock && !shape.graph;
        if (!nothingToSimplify)
          continueRewrites |= succeeded(simplifyRegions(rewriter_, regions,
                                                        config_.regionSimplification ==
                                                            GreedySimplifyRegionLevel::Aggressive,
                                                        noTriviallyDeadOps));
      }
    } while (continueRewrites);

    if (changed) *changed = iteration > 1;
    return success(!continueRewrites);
  }

 private:
  /// Seeds one op: a constant is handed to the folder (which may replace it
  /// by an equivalent one and erase it: returns true), anything else is added
  /// to the worklist with its ancestors. `ancestorsSeeded` tells that those
  /// are already queued or that there are none (a pre-order walk of the
  /// scope seeds them before `op`, and only constants are erased while
  /// seeding, their nests skipped; an op of the scope region itself has
  /// none): then adding `op` alone suffices.
  bool seedOp(Operation *op, bool ancestorsSeeded) {
    if (config_.cseConstants && op->hasTrait(OpTrait::ConstantLike)) {
      Attribute constValue = getConstantValue(op, foldResultsScratch_);
      if (constValue && !folder_->insertKnownConstant(op, constValue)) return true;
    }
    if (!seedInScope_) {
      addToWorklist(op);
    } else if (!ancestorsSeeded) {
      addInScopeToWorklist(op);
    } else if (config_.strictMode == GreedyRewriteStrictness::AnyOp) {
      // Seeding erases only constants it has visited: `op` is not among
      // the ops announced as erased, and the walk visits it once.
      worklist_.appendSeed(op);
    } else {
      addSingleOpToWorklist(op);
    }
    return false;
  }

  /// What the seeding walk saw of the regions it visited.
  struct RegionShape {
    bool multiBlock = false;  ///< some region has several blocks
    bool graph = false;       ///< some region lacks SSA dominance
    void add(Region &region) {
      if (region.empty()) return;
      if (!region.hasOneBlock()) multiBlock = true;
      if (!hasSSADominance(&region)) graph = true;
    }
  };

  // The seeding walks visit ops in Operation::walk's order (post-order, or
  // pre-order where an erased constant's nest is skipped), reading the next
  // op and block before visiting one (the folder may erase or hoist the op it
  // is given), with the callback inlined: they run once per body and
  // iteration. They also record the shape of the regions they visit.
  void seedPostOrder(Region &region, RegionShape &shape) {
    shape.add(region);
    bool scopeRegion = &region == config_.scope;
    for (Block *block = region.empty() ? nullptr : &region.front(); block;) {
      Block *nextBlock = block->getNextNode();
      for (Operation *op = block->empty() ? nullptr : &block->front(); op;) {
        Operation *next = op->getNextNode();
        for (Region &nested : op->getRegions()) seedPostOrder(nested, shape);
        seedOp(op, /*ancestorsSeeded=*/scopeRegion);
        op = next;
      }
      block = nextBlock;
    }
  }

  void seedPreOrder(Region &region, RegionShape &shape) {
    shape.add(region);
    for (Block *block = region.empty() ? nullptr : &region.front(); block;) {
      Block *nextBlock = block->getNextNode();
      for (Operation *op = block->empty() ? nullptr : &block->front(); op;) {
        Operation *next = op->getNextNode();
        if (!seedOp(op, /*ancestorsSeeded=*/true))
          for (Region &nested : op->getRegions()) seedPreOrder(nested, shape);
        op = next;
      }
      block = nextBlock;
    }
  }

  Region *region_;
  bool shallow_;
  bool seedInScope_ = false;
  std::optional<OperationFolder> folder_;
};

/// True if `region` can be simplified one isolated op at a time: one block
/// whose ops are either isolated from above (patterns on their bodies cannot
/// reach outside them, so each body converges on its own, with exactly the
/// rewrites a driver over the whole region would make there) or have neither
/// regions nor results (region simplification has nothing to do for them).
/// A module of functions and globals is the common case.
/// A bound on the number of rewrites counts the whole region's, so it keeps
/// the region in one piece.
/// With `allInert` (and a decomposable region), also tells whether every op
/// of the block is inert (PatternApplicator::isInert): then a shallow driver
/// over them would change nothing, as long as the block's ops are the same
/// (the same scan, while the ops are at hand anyway).
bool isDecomposable(Region &region, const GreedyRewriteConfig &config, const PatternApplicator *matcher = nullptr,
                    bool *allInert = nullptr) {
  if (config.strictMode != GreedyRewriteStrictness::AnyOp || config.scope != &region || !region.hasOneBlock() ||
      config.maxNumRewrites != GreedyRewriteConfig::kNoLimit)
    return false;
  bool inert = allInert != nullptr;
  // A module's ops share a few definitions: asked once per run of equal ones.
  const OpDefinition *lastDef = nullptr;
  for (Operation &op : region.front()) {
    if (inert && (!op.getDef() || op.getDef() != lastDef)) {
      inert = matcher->isInert(&op, config.fold);
      lastDef = op.getDef();
    }
    if (op.getNumRegions() == 0 && op.getNumResults() == 0) continue;
    if (op.getNumRegions() != 0 && op.hasTrait(OpTrait::IsolatedFromAbove)) continue;
    return false;
  }
  if (allInert) *allInert = inert;
  return true;
}

/// Runs the region driver on `region` (config.scope is `region`). A
/// decomposable region is simplified body by body, then its own ops with a
/// shallow driver (unless they are all inert): each body iterates only as often as it changes and is
/// processed while it is in cache, instead of every body being walked once
/// more whenever any of them changed. Linear in the size of `region` per
/// iteration of each body.
LogicalResult simplifyRegion(Region &region, const PatternApplicator &matcher, GreedyRewriteConfig config,
                             bool *changed) {
  Context *ctx = region.getContext();
  bool allInert = false;
  if (!isDecomposable(region, config, &matcher, &allInert)) {
    RegionPatternRewriteDriver driver(ctx, matcher, config, region, /*shallow=*/false);
    return driver.simplify(changed);
  }
  bool anyChanged = false, anyFailed = false;
  // One driver for the bodies that are simplified whole.
  std::optional<RegionPatternRewriteDriver> bodyDriver;
  for (Operation &op : region.front()) {
    for (Region &nested : op.getRegions()) {
      GreedyRewriteConfig nestedConfig = config;
      nestedConfig.scope = &nested;
      bool nestedChanged = false;
      if (isDecomposable(nested, nestedConfig)) {
        anyFailed |= failed(simplifyRegion(nested, matcher, nestedConfig, &nestedChanged));
        // Its drivers' announcements are not tracked here.
        allInert = false;
      } else {
        if (bodyDriver)
          bodyDriver->retarget(nested, nestedConfig);
        else
          bodyDriver.emplace(ctx, matcher, nestedConfig, nested, /*shallow=*/false);
        anyFailed |= failed(bodyDriver->simplify(&nestedChanged));
      }
      anyChanged |= nestedChanged;
    }
  }
  // The block's own ops are left as the scan found them unless a body's
  // driver announced a change outside its body (patterns on an isolated
  // body do not): if they were all inert then, the shallow driver would pop
  // each once and change nothing. Skipping it spares a second walk over the
  // block's ops (a module's functions), which at scale are out of cache.
  if (allInert && !(bodyDriver && bodyDriver->reachedOutsideScope())) {
    if (changed) *changed = anyChanged;
    return failure(anyFailed);
  }
  RegionPatternRewriteDriver driver(ctx, matcher, config, region, /*shallow=*/true);
  bool topChanged = false;
  anyFailed |= failed(driver.simplify(&topChanged));
  if (changed) *changed = anyChanged || topChanged;
  return failure(anyFailed);
}

/// Simplifies a given list of ops (one worklist pass).
class MultiOpPatternRewriteDriver : public GreedyPatternRewriteDriver {
 public:
  MultiOpPatternRewriteDriver(Context *ctx, const PatternApplicator &matcher, const GreedyRewriteConfig &config,
                              ArrayRef<Operation *> ops, absl::flat_hash_set<Operation *> *survivingOps)
      : GreedyPatternRewriteDriver(ctx, matcher, config), survivingOps_(survivingOps) {
    if (config_.strictMode != GreedyRewriteStrictness::AnyOp) strictModeFilteredOps_.insert(ops.begin(), ops.end());
    if (survivingOps_) {
      survivingOps_->clear();
      survivingOps_->insert(ops.begin(), ops.end());
    }
  }

  LogicalResult simplify(ArrayRef<Operation *> ops, bool *changed) {
    for (Operation *op : ops) addSingleOpToWorklist(op);
    bool result = processWorklist();
    if (changed) *changed = result;
    return success(worklist_.empty());
  }

 private:
  void onErased(Operation *op) override {
    if (survivingOps_) survivingOps_->erase(op);
  }
  absl::flat_hash_set<Operation *> *survivingOps_;
};

/// The closest region containing all `ops`; null if one of them is top-level.
Region *findCommonAncestor(ArrayRef<Operation *> ops) {
  Region *region = ops.front()->getParentRegion();
  for (; region; region = region->getParentRegion()) {
    bool all = true;
    for (Operation *op : ops) {
      Region *r = op->getParentRegion();
      while (r && r != region) r = r->getParentRegion();
      if (!r) {
        all = false;
        break;
      }
    }
    if (all) return region;
  }
  return nullptr;
}

}  // namespace

LogicalResult applyPatternsGreedily(Region &region, const PatternSet &patterns, GreedyRewriteConfig config,
                                    bool *changed) {
  if (!config.scope) config.scope = &region;
  PatternApplicator matcher(patterns);
  return simplifyRegion(region, matcher, config, changed);
}

LogicalResult applyPatternsGreedily(Operation *op, const PatternSet &patterns, GreedyRewriteConfig config,
                                    bool *changed) {
  bool anyChanged = false, anyFailed = false;
  for (Region &region : op->getRegions()) {
    bool regionChanged = false;
    anyFailed |= failed(applyPatternsGreedily(region, patterns, config, &regionChanged));
    anyChanged |= regionChanged;
  }
  if (changed) *changed = anyChanged;
  return failure(anyFailed);
}

LogicalResult applyOpPatternsGreedily(ArrayRef<Operation *> ops, const PatternSet &patterns,
                                      GreedyRewriteConfig config, bool *changed, bool *allErased) {
  if (ops.empty()) {
    if (changed) *changed = false;
    if (allErased) *allErased = true;
    return success();
  }
  if (!config.scope) config.scope = findCommonAncestor(ops);
  absl::flat_hash_set<Operation *> surviving;
  PatternApplicator matcher(patterns);
  MultiOpPatternRewriteDriver driver(ops.front()->getContext(), matcher, config, ops,
                                     allErased ? &surviving : nullptr);
  LogicalResult converged = driver.simplify(ops, changed);
  if (allErased) *allErased = surviving.empty();
  return converged;
}

}  // namespace tbuf
