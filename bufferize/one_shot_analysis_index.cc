// The per-alias-set index behind the fast read-after-write check.
//
// MLIR re-collects every read and in-place write of the touched alias sets
// for each OpOperand it decides and tests all read/write pairs, which is
// cubic on a long extract_slice -> fill -> insert_slice chain. The decisions
// only depend on pairs that could actually conflict, so each alias set keeps
// (and merges small-to-large on union):
//   - counters: reads, in-place writes, non-writable members, in-place writes
//     whose definition lies in another parallel region;
//   - per block (with SSA dominance): its in-place writes by block position,
//     and its reads as intervals [lo, hi] of block positions where a write in
//     that block could conflict with them: lo = the earliest definition of
//     the read in the block (a write before every definition "happens before
//     the definition"), hi = the read itself when op dominance may be used
//     (a later write "happens after the read"), +inf otherwise (loops).
// Pairs outside those intervals are provably not conflicts under MLIR's
// rules; the remaining candidates go through the exact pairwise check
// (one_shot_analysis_conflicts.cc). Reads and writes in other blocks are
// checked pairwise.
#include <limits>

#include "bufferize/one_shot_analysis_impl.h"

namespace tbuf::bufferization {

namespace {
constexpr int64_t kMinPos = std::numeric_limits<int64_t>::min();
constexpr int64_t kMaxPos = std::numeric_limits<int64_t>::max();
}  // namespace

// ---- treap -----------------------------------------------------------------

void ReadIntervalTreap::pull(int n) {
  Node &node = nodes_[n];
  node.subMinLo = node.lo;
  if (node.left != -1) node.subMinLo = std::min(node.subMinLo, nodes_[node.left].subMinLo);
  if (node.right != -1) node.subMinLo = std::min(node.subMinLo, nodes_[node.right].subMinLo);
}

namespace {
bool keyLess(const ReadIntervalTreap::Node &a, const ReadIntervalTreap::Node &b) {
  return a.hi != b.hi ? a.hi < b.hi : a.seq < b.seq;
}
}  // namespace

int ReadIntervalTreap::insertRec(int n, int fresh) {
  if (n == -1) return fresh;
  if (nodes_[fresh].prio > nodes_[n].prio) {
    // Split `n` around the fresh key; the fresh node becomes this root.
    int left = -1, right = -1;
    // (Inline: the split path is as long as the treap is deep, O(log n).)
    absl::InlinedVector<int, 32> stack;
    // Iterative split.
    int *lslot = &left, *rslot = &right;
    int t = n;
    while (t != -1) {
      if (keyLess(nodes_[t], nodes_[fresh])) {
        *lslot = t;
        stack.push_back(t);
        lslot = &nodes_[t].right;
        t = nodes_[t].right;
      } else {
        *rslot = t;
        stack.push_back(t);
        rslot = &nodes_[t].left;
        t = nodes_[t].left;
      }
    }
    *lslot = -1;
    *rslot = -1;
    for (auto it = stack.rbegin(); it != stack.rend(); ++it) pull(*it);
    nodes_[fresh].left = left;
    nodes_[fresh].right = right;
    pull(fresh);
    return fresh;
  }
  if (keyLess(nodes_[fresh], nodes_[n])) {
    int l = insertRec(nodes_[n].left, fresh);
    nodes_[n].left = l;
  } else {
    int r = insertRec(nodes_[n].right, fresh);
    nodes_[n].right = r;
  }
  pull(n);
  return n;
}

void ReadIntervalTreap::insert(int64_t lo, int64_t hi, OpOperand *read) {
  rng_ ^= rng_ << 13;
  rng_ ^= rng_ >> 7;
  rng_ ^= rng_ << 17;
  Node node{lo, hi, static_cast<uint64_t>(nodes_.size()), rng_, read, lo};
  nodes_.push_back(node);
  // (The first node is the root: what insertRec would make of it.)
  root_ = root_ == -1 ? 0 : insertRec(root_, static_cast<int>(nodes_.size()) - 1);
}

// ---- index maintenance -----------------------------------------------------

AliasSetIndex &OneShotAnalysisState::Impl::indexOfRoot(int root) { return setAt(root); }

void OneShotAnalysisState::Impl::indexRead(AliasSetIndex &idx, OpOperand *read, int readValueId) {
  ++idx.numAnyReads;
  const DefinitionList &defs = definitionsOf(read->get(), readValueId);
  // A read without definitions never conflicts.
  if (defs.empty()) return;
  ++idx.numReads;
  Operation *op = read->getOwner();
  Block *block = op->getBlock();
  if (!block || !isSSABlock(block)) {
    idx.otherReads.push_back(read);
    return;
  }
  int64_t lo = kMaxPos;
  bool sameRepetitiveRegion = true;
  Region *readRegion = repetitiveRegion(op);
  for (Value def : defs) {
    Operation *defOp = def.getDefiningOp();
    if (defOp && defOp->getBlock() == block)
      lo = std::min(lo, positionOf(defOp));
    else
      lo = kMinPos;  // bbArg of the block, or defined elsewhere: any write.
    if (repetitiveRegion(def) != readRegion) sameRepetitiveRegion = false;
  }
  // Op dominance rules out writes after the read only when no loop (region
  // or CFG) may run the read again after the write.
  bool useDominance = sameRepetitiveRegion && block->getParent()->hasOneBlock();
  int64_t hi = useDominance ? positionOf(op) : kMaxPos;
  idx.blocks[block].reads.insert(lo, hi, read);
}

void OneShotAnalysisState::Impl::indexWrite(AliasSetIndex &idx, OpOperand *write) {
  ++idx.numInPlaceWrites;
  if (state.getOptions().checkParallelRegions && isParallelBadWrite(write)) ++idx.numParallelBadWrites;
  Operation *op = write->getOwner();
  Block *block = op->getBlock();
  if (!block || !isSSABlock(block)) {
    idx.otherWrites.push_back(write);
    return;
  }
  idx.blocks[block].writes.emplace(positionOf(op), write);
}

void OneShotAnalysisState::Impl::ensureIndexed(int root) {
  AliasSetIndex &idx = setAt(root);
  if (idx.unindexed.empty()) return;
  absl::InlinedVector<int, 1> pending;
  pending.swap(idx.unindexed);
  for (int id : pending) {
    if (indexed[id]) continue;
    indexed[id] = 1;
    Value v = values[id];
    if (!state.isWritable(v)) ++idx.numNonWritable;
    for (OpOperand &use : v.getUses())
      if (isAliasingRead(&use)) indexRead(idx, &use, id);
  }
}

void OneShotAnalysisState::Impl::unionAliasIds(int a, int b) {
  auto [keep, drop] = aliases.unite(a, b);
  if (drop < 0) return;
  uint32_t &kept = setSlot[keep];
  uint32_t &dropped = setSlot[drop];
  if (setPool[kept].weight() < setPool[dropped].weight()) std::swap(kept, dropped);
  AliasSetIndex &big = setPool[kept], &small = setPool[dropped];
  big.numReads += small.numReads;
  big.numAnyReads += small.numAnyReads;
  big.numInPlaceWrites += small.numInPlaceWrites;
  big.numNonWritable += small.numNonWritable;
  big.numParallelBadWrites += small.numParallelBadWrites;
  for (auto &[block, blockIdx] : small.blocks) {
    AliasSetIndex::BlockIndex &target = big.blocks[block];
    blockIdx.reads.forEach(
        [&](const ReadIntervalTreap::Node &n) { target.reads.insert(n.lo, n.hi, n.read); });
    for (auto &[pos, write] : blockIdx.writes) target.writes.emplace(pos, write);
  }
  big.otherReads.append(small.otherReads);
  big.otherWrites.append(small.otherWrites);
  big.unindexed.insert(big.unindexed.end(), small.unindexed.begin(), small.unindexed.end());
  small = AliasSetIndex();  // (releases its storage)
}

}  // namespace tbuf::bufferization
