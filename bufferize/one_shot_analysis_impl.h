// Private data of OneShotAnalysisState (not part of the API): the union-find
// alias and equivalence sets, the in-place decisions, the caches of static
// facts (definitions, "is read", enclosing repetitive regions, op positions)
// and the per-alias-set conflict index that keeps the read-after-write check
// near-linear on long chains.
//
// Shared by one_shot_analysis.cc (state, sets, decisions),
// one_shot_analysis_conflicts.cc (RaW / writability checks),
// one_shot_analysis_index.cc (the per-set read/write index),
// one_shot_analysis_driver.cc (heuristics, pre-checks, analyzeOp) and
// one_shot_analysis_annotations.cc (test-analysis-only markers).
#pragma once

#include <cassert>
#include <cstdint>
#include <deque>
#include <limits>
#include <memory>
#include <vector>

#include "absl/container/btree_map.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "absl/container/node_hash_map.h"
#include "bufferize/address_order_hash.h"
#include "bufferize/decision_recorder.h"
#include "bufferize/one_shot_analysis.h"
#include "ir/dominance.h"

namespace tbuf::bufferization {

/// Union-find over dense ids that also keeps every set as an ordered list,
/// with LLVM EquivalenceClasses' order: unite(a, b) lists a's set first, then
/// b's (so applyOnAliases / dump-alias-sets iterate like mlir-opt). find is
/// near O(1) (path halving, union by size); unite is O(1).
class OrderedUnionFind {
 public:
  void reserve(size_t n) {
    parent_.reserve(n);
    size_.reserve(n);
    head_.reserve(n);
    tail_.reserve(n);
    next_.reserve(n);
  }
  int add() {
    int id = static_cast<int>(parent_.size());
    parent_.push_back(id);
    size_.push_back(1);
    head_.push_back(id);
    tail_.push_back(id);
    next_.push_back(-1);
    return id;
  }
  int find(int x) const {
    while (parent_[x] != x) {
      parent_[x] = parent_[parent_[x]];
      x = parent_[x];
    }
    return x;
  }
  /// Returns {survivingRoot, absorbedRoot}; absorbed is -1 if already joined.
  std::pair<int, int> unite(int a, int b) {
    int ra = find(a), rb = find(b);
    if (ra == rb) return {ra, -1};
    int head = head_[ra], tail = tail_[rb];
    next_[tail_[ra]] = head_[rb];
    int keep = size_[ra] >= size_[rb] ? ra : rb;
    int drop = keep == ra ? rb : ra;
    parent_[drop] = keep;
    size_[keep] += size_[drop];
    head_[keep] = head;
    tail_[keep] = tail;
    return {keep, drop};
  }
  bool same(int a, int b) const { return find(a) == find(b); }
  int setSize(int x) const { return size_[find(x)]; }
  template <typename Fn> void forEach(int x, Fn &&fn) const {
    for (int i = head_[find(x)]; i != -1; i = next_[i]) fn(i);
  }

 private:
  mutable std::vector<int> parent_;
  std::vector<int> size_, head_, tail_, next_;
};

/// Reads of one block kept for stabbing queries: each read r covers the
/// block positions [lo(r), hi(r)] where a write could conflict with it.
/// A treap keyed by (hi, seq) with the subtree minimum of lo.
class ReadIntervalTreap {
 public:
  struct Node {
    int64_t lo, hi;
    uint64_t seq, prio;
    OpOperand *read;
    int64_t subMinLo;
    int left = -1, right = -1;
  };
  void insert(int64_t lo, int64_t hi, OpOperand *read);
  /// Calls fn(read) for every read with lo <= pos <= hi.
  template <typename Fn> void stab(int64_t pos, Fn &&fn) const { stabRec(root_, pos, fn); }
  template <typename Fn> void forEach(Fn &&fn) const {
    for (const Node &n : nodes_) fn(n);
  }
  size_t size() const { return nodes_.size(); }

 private:
  template <typename Fn> void stabRec(int n, int64_t pos, Fn &fn) const {
    while (n != -1) {
      const Node &node = nodes_[n];
      if (node.subMinLo > pos) return;
      if (node.hi >= pos) {
        if (node.lo <= pos) fn(node.read);
        stabRec(node.left, pos, fn);
      }
      n = node.right;
    }
  }
  void pull(int n);
  int insertRec(int n, int fresh);
  /// (Inline: most blocks of most alias sets hold one read.)
  absl::InlinedVector<Node, 1> nodes_;
  int root_ = -1;
  uint64_t rng_ = 0x9E3779B97F4A7C15ull;
};

/// A list of OpOperands that is usually empty: one pointer until the first
/// element (alias-set indexes exist for every tensor value of a module, so
/// their size decides how much of them stays in cache).
class SparseOperandList {
 public:
  bool empty() const { return !list_ || list_->empty(); }
  void push_back(OpOperand *operand) {
    if (!list_) list_ = std::make_unique<std::vector<OpOperand *>>();
    list_->push_back(operand);
  }
  void append(const SparseOperandList &other) {
    if (other.empty()) return;
    if (!list_) list_ = std::make_unique<std::vector<OpOperand *>>();
    list_->insert(list_->end(), other.list_->begin(), other.list_->end());
  }
  OpOperand *const *begin() const { return list_ ? list_->data() : nullptr; }
  OpOperand *const *end() const { return list_ ? list_->data() + list_->size() : nullptr; }

 private:
  std::unique_ptr<std::vector<OpOperand *>> list_;
};

/// What one alias set knows for the fast conflict check. One exists per
/// tensor value (every value starts as a singleton set), so it is kept
/// small: the per-block reads and writes live behind a pointer that stays
/// null until the set has an indexed read or write.
struct AliasSetIndex {
  struct BlockIndex {
    ReadIntervalTreap reads;
    absl::btree_multimap<int64_t, OpOperand *> writes;  ///< by block position
  };
  /// Block -> BlockIndex in insertion order. Nearly every alias set lives in
  /// one or two blocks: a linear scan of an inline vector, with a hash index
  /// on the side only once a set spans many blocks. Empty (no storage)
  /// until the first block is added.
  class BlockMap {
   public:
    using Entry = std::pair<Block *, BlockIndex>;
    BlockIndex &operator[](Block *block) {
      if (!storage_) storage_ = std::make_unique<Storage>();
      auto &entries = storage_->entries;
      auto &positions = storage_->positions;
      if (positions.empty()) {
        for (Entry &e : entries)
          if (e.first == block) return e.second;
      } else if (auto it = positions.find(block); it != positions.end()) {
        return entries[it->second].second;
      }
      entries.emplace_back(block, BlockIndex());
      if (!positions.empty()) {
        positions.emplace(block, entries.size() - 1);
      } else if (entries.size() > kLinearLimit) {
        for (size_t i = 0; i < entries.size(); ++i) positions.emplace(entries[i].first, i);
      }
      return entries.back().second;
    }
    Entry *begin() { return storage_ ? storage_->entries.data() : nullptr; }
    Entry *end() { return storage_ ? storage_->entries.data() + storage_->entries.size() : nullptr; }
    bool empty() const { return !storage_ || storage_->entries.empty(); }

   private:
    static constexpr size_t kLinearLimit = 8;
    struct Storage {
      absl::InlinedVector<Entry, 1> entries;
      absl::flat_hash_map<Block *, size_t> positions;
    };
    std::unique_ptr<Storage> storage_;
  };
  /// Reads/writes of ops in blocks with SSA dominance, per block.
  BlockMap blocks;
  /// Reads/writes in other blocks (graph regions): checked pairwise.
  SparseOperandList otherReads, otherWrites;
  int64_t numReads = 0;            ///< reads that can conflict (have definitions)
  int64_t numAnyReads = 0;         ///< every aliasing read (parallel-region rule)
  int64_t numInPlaceWrites = 0;
  int64_t numNonWritable = 0;
  int64_t numParallelBadWrites = 0;
  /// Member values whose reads are not indexed yet (indexed on first use).
  /// (Inline: every value starts as a singleton set with itself unindexed.)
  absl::InlinedVector<int, 1> unindexed;
  size_t weight() const { return static_cast<size_t>(numAnyReads + numInPlaceWrites) + unindexed.size(); }
};

/// The definitions of a read (MLIR's findDefinitions): usually none or one.
using DefinitionList = absl::InlinedVector<Value, 1>;

/// What deciding one OpOperand asks about it again and again: the values it
/// would alias in place and the ids of those values and of its own value.
/// Computed once per decision (analyzeSingleOp) instead of once per check;
/// nothing they depend on changes while the operand is decided.
struct OperandAliases {
  AliasingValueList aliases;
  /// The id of the operand's value, then one per entry of `aliases`.
  absl::InlinedVector<int, 3> ids;
};

struct OneShotAnalysisState::Impl {
  explicit Impl(OneShotAnalysisState &s) : state(s) {}
  OneShotAnalysisState &state;

  // ---- values and sets ----
  absl::flat_hash_map<Value, int, AddressOrderHash> ids;
  std::vector<Value> values;
  std::vector<uint8_t> indexed;  ///< per value id: reads registered
  OrderedUnionFind aliases, equivalences;
  /// The index of each alias root: a slot of `setPool` (a deque, so slots
  /// never move and sets need no allocation each); unions swap slots
  /// (small-to-large).
  std::vector<uint32_t> setSlot;
  std::deque<AliasSetIndex> setPool;
  AliasSetIndex &setAt(int root) {
    assert(setSlot[root] != kReleasedSlot && "alias set index of a function analysed before");
    return setPool[setSlot[root]];
  }
  /// Slots of `setPool` free for reuse, the ids from which on the slots are
  /// not released, and the slot of a released id (releaseFunctionSets).
  std::vector<uint32_t> freeSlots;
  size_t firstUnreleasedId = 0;
  static constexpr uint32_t kReleasedSlot = std::numeric_limits<uint32_t>::max();
  /// Empties the indexes of the ids from firstUnreleasedId on and puts their
  /// slots up for reuse (OneShotAnalysisState::constructNested, with
  /// deferred construction only).
  void releaseFunctionSets();
  /// Id of `v`, registering it (singleton sets) if new.
  int idOf(Value v);
  /// Room for `n` values.
  void reserveValues(size_t n);
  int findId(Value v) const {
    auto it = ids.find(v);
    return it == ids.end() ? -1 : it->second;
  }

  // ---- decisions ----
  /// Per decided OpOperand: kDecided, plus kInPlace when in place (one
  /// table, so that deciding an operand costs one insertion).
  enum : uint8_t { kDecided = 1, kInPlace = 2 };
  absl::flat_hash_map<OpOperand *, uint8_t, AddressOrderHash> decisions;
  bool isInPlace(OpOperand *operand) const {
    auto it = decisions.find(operand);
    return it != decisions.end() && (it->second & kInPlace);
  }
  absl::flat_hash_set<OpOperand *, AddressOrderHash> undefinedUses;

  /// The thread's DecisionRecorder when the state was built (null: off).
  DecisionRecorder *recorder = nullptr;

  // ---- options of the check ----
  /// Check every read/write pair of the touched sets, as MLIR does (slow;
  /// used to validate the indexed check).
  bool referenceMode = false;
  bool anyParallelRegion = false;
  /// Exact pair checks run (isConflict calls); reported by the benchmark.
  uint64_t pairChecks = 0;

  // ---- caches of static facts ----
  DominanceInfo domInfo;
  /// definitions() of each value: an index into `definitionLists` (a deque,
  /// so that the references definitions() hands out survive later inserts,
  /// and most lists, of zero or one value, need no allocation of their
  /// own), by value id (-1: not computed yet); values without an id (outside
  /// the analysed ops) in a map.
  std::vector<int32_t> definitionsById;
  absl::flat_hash_map<Value, uint32_t, AddressOrderHash> definitionsCache;
  std::deque<DefinitionList> definitionLists;
  const DefinitionList *findDefinitions(Value v, int id) const {
    if (id >= 0) {
      if (static_cast<size_t>(id) >= definitionsById.size() || definitionsById[id] < 0) return nullptr;
      return &definitionLists[definitionsById[id]];
    }
    auto it = definitionsCache.find(v);
    return it == definitionsCache.end() ? nullptr : &definitionLists[it->second];
  }
  const DefinitionList *findDefinitions(Value v) const { return findDefinitions(v, findId(v)); }
  DefinitionList &setDefinitions(Value v, int id, DefinitionList list) {
    auto slot = static_cast<int32_t>(definitionLists.size());
    if (id >= 0) {
      if (static_cast<size_t>(id) >= definitionsById.size()) definitionsById.resize(values.size(), -1);
      definitionsById[id] = slot;
    } else {
      definitionsCache[v] = static_cast<uint32_t>(slot);
    }
    definitionLists.push_back(std::move(list));
    return definitionLists.back();
  }
  DefinitionList &setDefinitions(Value v, DefinitionList list) { return setDefinitions(v, findId(v), std::move(list)); }
  absl::flat_hash_map<Value, bool> valueReadCache;
  absl::flat_hash_map<Block *, Region *> repetitiveRegionCache;
  /// The last answer of repetitiveRegion / isSSABlock: consecutive queries
  /// are mostly about the same block (static facts: never stale).
  Block *lastRepetitiveBlock = nullptr;
  Region *lastRepetitiveRegion = nullptr;
  /// The answer for the block enclosing the last block computed (a
  /// module's body for the blocks of its functions): kept by
  /// releaseFunctionCaches, since every function asks about it again.
  Block *outerRepetitiveBlock = nullptr;
  Region *outerRepetitiveRegion = nullptr;
  Block *lastSSABlock = nullptr;
  bool lastSSA = false;
  absl::flat_hash_map<OpOperand *, int8_t> aliasingReadCache;
  absl::flat_hash_map<OpOperand *, int8_t> parallelBadCache;
  absl::flat_hash_map<std::pair<OpOperand *, OpOperand *>, bool> nonConflictingSubsetCache;
  absl::flat_hash_map<Block *, bool> ssaBlockCache;
  /// Empties the hash-map caches above (see
  /// OneShotAnalysisState::releaseFunctionCaches).
  void releaseFunctionCaches();

  // ---- in-place decisions taken by the constructor (mustBufferizeInPlace) ----
  /// The op the state was built for, and whether the constructor is running.
  /// Set by checkPreBufferizationAssumptions instead of an error: an
  /// scf.if / scf.index_switch yield operand whose forced in-place decision
  /// conflicts (analyzeReleasingBranchYields releases it and starts again).
  OpOperand *yieldToRelease = nullptr;
  Operation *constructionRoot = nullptr;
  bool constructing = false;
  /// Writes of operands put in place by the constructor are indexed only when
  /// the op containing them is analysed: whether a func.call writes its
  /// operand is known once its callee is analysed (module analysis runs
  /// callees first), not when the state is built. Keyed by the ancestor of
  /// the operand's owner directly below constructionRoot.
  absl::flat_hash_map<Operation *, std::vector<OpOperand *>> pendingWrites;
  /// Indexes the pending writes nested in `op` (all of them if `op` is the
  /// construction root). O(pending writes flushed).
  void flushPendingWrites(Operation *op);
  /// Yield operands not put in place up front (analyzeReleasingBranchYields).
  absl::flat_hash_set<OpOperand *> releasedYields;
  /// Registers the tensor results and block arguments of `nested` (not of
  /// the ops inside it) and notes parallel regions.
  void registerTensors(Operation *nested);
  /// Puts the operands of `nested` that must bufferize in place in place.
  void forceInPlace(Operation *nested);
  /// Built with DeferConstruction (OneShotAnalysisState::constructNested).
  bool deferred = false;

  // ---- program order of the analysed op (mayReachValuesOwnedBy) ----
  /// The op being analysed (null outside analyzeOp).
  Operation *orderScope = nullptr;
  bool orderComputed = false;
  /// Every aliasing OpOperand in the scope lies before the value it aliases.
  bool orderMonotone = false;
  /// Post-order number of each op in the scope (its results' position);
  /// block arguments are numbered before the ops of their block.
  absl::flat_hash_map<Operation *, int64_t> opOrder;
  absl::flat_hash_map<Block *, int64_t> blockOrder;
  void computeProgramOrder();
  /// Position of `v` in the scope, or -1.
  int64_t orderOf(Value v) const;

  // ---- static facts (cached) ----
  const DefinitionList &definitions(OpOperand *use) { return definitionsOf(use->get(), findId(use->get())); }
  /// definitions() of the uses of `root`, whose id is `rootId` (-1: none).
  const DefinitionList &definitionsOf(Value root, int rootId);
  bool isValueRead(Value v);
  /// MLIR's getAliasingReads criterion for one use: read, or an alias-only
  /// use whose aliasing values are read.
  bool isAliasingRead(OpOperand *use);
  Region *repetitiveRegion(Block *block);
  Region *repetitiveRegion(Operation *op) { return op->getBlock() ? repetitiveRegion(op->getBlock()) : nullptr; }
  Region *repetitiveRegion(Value v) { return repetitiveRegion(v.getParentBlock()); }
  bool isRepetitive(Region *region);
  Region *parallelRegion(Region *region);
  /// The write's definitions (or leaves) lie in another parallel region.
  bool isParallelBadWrite(OpOperand *write);
  bool isSSABlock(Block *block);
  static int64_t positionOf(Operation *op) { return op->getOrderKey(); }

  // ---- index maintenance (one_shot_analysis_index.cc) ----
  AliasSetIndex &indexOfRoot(int root);
  /// Registers the reads of not yet indexed members of `root`'s set.
  void ensureIndexed(int root);
  /// `readValueId`: the id of read->get().
  void indexRead(AliasSetIndex &idx, OpOperand *read, int readValueId);
  void indexWrite(AliasSetIndex &idx, OpOperand *write);
  void unionAliasIds(int a, int b);

  // ---- analysis over a precomputed op list (one_shot_analysis_driver.cc) ----
  /// The OperandAliases of the tensor operands of the ops being analysed,
  /// computed once by the pre-bufferization checks and reused by the
  /// decisions: the operands of postOrderOps[i] (an op with a model) start at
  /// operandFacts[factsStart[i]] (-1: none recorded). Valid only between the
  /// checks and the decisions of one analyzeOp (no IR change in between).
  std::vector<OperandAliases> operandFacts;
  std::vector<int32_t> factsStart;
  /// OneShotAnalysisState::analyzeOp with the ops of `op` in post-order;
  /// with `useFacts`, the operand facts recorded for them are reused.
  LogicalResult analyzeOps(Operation *op, ArrayRef<Operation *> postOrderOps, bool useFacts = false);
  /// OneShotAnalysisState::analyzeSingleOp; `facts` (or null): one entry per
  /// tensor operand of `op`, in order.
  LogicalResult analyzeSingleOp(Operation *op, const OperandAliases *facts);
  /// OneShotAnalysisState::gatherUndefinedTensorUses over the ops of the
  /// analysed op in post-order.
  void gatherUndefinedTensorUses(ArrayRef<Operation *> postOrderOps);

  // ---- conflict checks (one_shot_analysis_conflicts.cc) ----
  /// MLIR's per-pair body of hasReadAfterWriteInterference (with the
  /// print-conflicts annotation when a conflict is found).
  bool isConflict(OpOperand *uRead, OpOperand *uWrite);
  void computeOperandAliases(OpOperand &operand, OperandAliases &facts);
  bool wouldCreateReadAfterWriteInterference(OpOperand &operand, bool checkConsistencyOnly);
  bool wouldCreateReadAfterWriteInterference(OpOperand &operand, bool checkConsistencyOnly,
                                             const OperandAliases &facts);
  bool wouldCreateWriteToNonWritableBuffer(OpOperand &operand, bool checkConsistencyOnly);
  bool wouldCreateWriteToNonWritableBuffer(OpOperand &operand, bool checkConsistencyOnly,
                                           const OperandAliases &facts);
  bool referenceReadAfterWrite(OpOperand &operand, bool checkConsistencyOnly);
  bool indexedReadAfterWrite(OpOperand &operand, const OperandAliases &facts);
  /// OneShotAnalysisState::bufferizeInPlace with the operand's aliases
  /// known.
  void bufferizeInPlace(OpOperand &operand, const OperandAliases &facts);
  bool areNonConflictingSubsets(OpOperand *uRead, OpOperand *uWrite);
  bool happensBefore(Operation *a, Operation *b);
  bool canUseOpDominance(OpOperand *uRead, OpOperand *uWrite, const DefinitionList &defs);
  /// `writingOp` lies in a repetitive region (loop body) of `defOp`.
  bool isInLoopBodyOf(Operation *defOp, Operation *writingOp);
  bool insideMutuallyExclusiveRegions(Operation *a, Operation *b);
};

/// analyzeOp (one_shot_analysis.h) with the ops of `op` in post-order
/// (`op` last) already collected; the module analysis collects them once per
/// function for this and its own pass over the calls.
LogicalResult analyzeOpWithOps(Operation *op, ArrayRef<Operation *> postOrderOps, OneShotAnalysisState &state,
                               BufferizationStatistics *statistics);

/// Process-wide counters of the `C_N` / `W_N` print-conflicts markers (as
/// mlir-opt's function-local statics).
uint64_t nextConflictMarkerId();
uint64_t nextNonWritableMarkerId();

}  // namespace tbuf::bufferization
