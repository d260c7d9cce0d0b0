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

#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

#include "absl/container/btree_map.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "absl/container/node_hash_map.h"
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
  std::vector<Node> nodes_;
  int root_ = -1;
  uint64_t rng_ = 0x9E3779B97F4A7C15ull;
};

/// What one alias set knows for the fast conflict check.
struct AliasSetIndex {
  struct BlockIndex {
    ReadIntervalTreap reads;
    absl::btree_multimap<int64_t, OpOperand *> writes;  ///< by block position
  };
  /// Reads/writes of ops in blocks with SSA dominance, per block.
  absl::flat_hash_map<Block *, BlockIndex> blocks;
  /// Reads/writes in other blocks (graph regions): checked pairwise.
  std::vector<OpOperand *> otherReads, otherWrites;
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

struct OneShotAnalysisState::Impl {
  explicit Impl(OneShotAnalysisState &s) : state(s) {}
  OneShotAnalysisState &state;

  // ---- values and sets ----
  absl::flat_hash_map<Value, int> ids;
  std::vector<Value> values;
  std::vector<uint8_t> indexed;  ///< per value id: reads registered
  OrderedUnionFind aliases, equivalences;
  std::vector<std::unique_ptr<AliasSetIndex>> setIndex;  ///< per alias root
  /// Id of `v`, registering it (singleton sets) if new.
  int idOf(Value v);
  /// Room for `n` values.
  void reserveValues(size_t n);
  int findId(Value v) const {
    auto it = ids.find(v);
    return it == ids.end() ? -1 : it->second;
  }

  // ---- decisions ----
  absl::flat_hash_set<OpOperand *> inPlace;
  absl::flat_hash_set<OpOperand *> decided;
  absl::flat_hash_set<OpOperand *> undefinedUses;

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
  /// Node map: definitions() hands out references that must survive inserts.
  absl::node_hash_map<Value, std::vector<Value>> definitionsCache;
  absl::flat_hash_map<Value, bool> valueReadCache;
  absl::flat_hash_map<Block *, Region *> repetitiveRegionCache;
  absl::flat_hash_map<OpOperand *, int8_t> aliasingReadCache;
  absl::flat_hash_map<OpOperand *, int8_t> parallelBadCache;
  absl::flat_hash_map<std::pair<OpOperand *, OpOperand *>, bool> nonConflictingSubsetCache;
  absl::flat_hash_map<Block *, bool> ssaBlockCache;

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
  const std::vector<Value> &definitions(OpOperand *use);
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
  static int64_t positionOf(Operation *op) { return op->getBlock() ? (op->isBeforeInBlock(op), op->orderIndex_) : 0; }

  // ---- index maintenance (one_shot_analysis_index.cc) ----
  AliasSetIndex &indexOfRoot(int root);
  /// Registers the reads of not yet indexed members of `root`'s set.
  void ensureIndexed(int root);
  void indexRead(AliasSetIndex &idx, OpOperand *read);
  void indexWrite(AliasSetIndex &idx, OpOperand *write);
  void unionAliasIds(int a, int b);

  // ---- conflict checks (one_shot_analysis_conflicts.cc) ----
  /// MLIR's per-pair body of hasReadAfterWriteInterference (with the
  /// print-conflicts annotation when a conflict is found).
  bool isConflict(OpOperand *uRead, OpOperand *uWrite);
  bool wouldCreateReadAfterWriteInterference(OpOperand &operand, bool checkConsistencyOnly);
  bool wouldCreateWriteToNonWritableBuffer(OpOperand &operand, bool checkConsistencyOnly);
  bool referenceReadAfterWrite(OpOperand &operand, bool checkConsistencyOnly);
  bool indexedReadAfterWrite(OpOperand &operand);
  bool areNonConflictingSubsets(OpOperand *uRead, OpOperand *uWrite);
  bool happensBefore(Operation *a, Operation *b);
  bool canUseOpDominance(OpOperand *uRead, OpOperand *uWrite, const std::vector<Value> &defs);
  /// `writingOp` lies in a repetitive region (loop body) of `defOp`.
  bool isInLoopBodyOf(Operation *defOp, Operation *writingOp);
  bool insideMutuallyExclusiveRegions(Operation *a, Operation *b);
};

/// Process-wide counters of the `C_N` / `W_N` print-conflicts markers (as
/// mlir-opt's function-local statics).
uint64_t nextConflictMarkerId();
uint64_t nextNonWritableMarkerId();

}  // namespace tbuf::bufferization
