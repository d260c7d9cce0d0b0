// Liveness: boundary-value numbering per region, bitset dataflow to a
// fixpoint, and MLIR's end-operation / dead-after queries.
#include "analysis/liveness.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "analysis/dominance.h"
#include "analysis/op_walk.h"
#include "ir/scratch.h"

namespace tbuf {
namespace {

inline void setBit(uint64_t *bits, uint32_t i) { bits[i >> 6] |= uint64_t(1) << (i & 63); }
inline bool testBit(const uint64_t *bits, uint32_t i) { return (bits[i >> 6] >> (i & 63)) & 1; }

}  // namespace

/// The blocks of the region being analysed and what each uses from / gives
/// to the others. Reused across regions (most regions have one block and a
/// few boundary values; per-region allocations would dominate the cost).
struct Liveness::RegionScratch {
  std::vector<Block *> order;                         ///< the region's blocks in order
  absl::flat_hash_map<Block *, uint32_t> blockIndex;  ///< block -> position (only with several blocks)
  /// uses[b]: values used in b (or nested in its ops) but defined outside b
  /// and outside those ops. defs[b]: values defined directly in b that some
  /// other block of the region uses.
  std::vector<std::vector<Value>> uses, defs;

  uint32_t numBlocks() const { return order.size(); }
  /// For Scratch: the contents are reset region by region (keeping the
  /// capacity of the per-block lists).
  void clear() {}
  uint32_t indexOf(Block *b) const { return order.size() == 1 ? 0u : blockIndex.find(b)->second; }
};

Liveness::Liveness(Operation *root) {
  // Regions in pre-order so that each is processed independently.
  std::vector<Region *> regions;
  walkOps<WalkOrder::PreOrder>(root, [&](Operation *op) {
    for (Region &r : op->getRegions())
      if (!r.empty()) regions.push_back(&r);
  });
  blocks_.reserve(regions.size());
  // One scratch per thread, reused by every Liveness built (one per function
  // in the deallocation passes).
  struct Tag;
  Scratch<RegionScratch, Tag> holder;
  RegionScratch &scratch = holder.get();
  for (Region *region : regions) analyzeRegion(region, scratch);
}

void Liveness::analyzeRegion(Region *region, RegionScratch &scratch) {
  auto ri = std::make_unique<RegionInfo>();
  indexBlocks(region, scratch);
  collectBoundaryUses(region, scratch);
  numberBoundaryValues(*ri, scratch);
  for (uint32_t bi = 0; bi < scratch.numBlocks(); ++bi) {
    BlockInfo &info = blocks_[scratch.order[bi]];
    info.region = ri.get();
    info.index = bi;
  }
  if (ri->words != 0) solveDataflow(*ri, scratch);
  regions_.push_back(std::move(ri));
}

void Liveness::indexBlocks(Region *region, RegionScratch &scratch) {
  scratch.order.clear();
  for (Block &b : *region) scratch.order.push_back(&b);
  const uint32_t numBlocks = scratch.numBlocks();
  scratch.blockIndex.clear();
  if (numBlocks > 1)
    for (uint32_t i = 0; i < numBlocks; ++i) scratch.blockIndex[scratch.order[i]] = i;
}

void Liveness::collectBoundaryUses(Region *region, RegionScratch &scratch) {
  // A value used in a block other than its defining one is always found from
  // the using side, so the defs need no walk over use lists.
  const uint32_t numBlocks = scratch.numBlocks();
  std::vector<std::vector<Value>> &uses = scratch.uses, &defs = scratch.defs;
  // Cleared, not reallocated: the lists keep their capacity.
  if (uses.size() < numBlocks) {
    uses.resize(numBlocks);
    defs.resize(numBlocks);
  }
  for (uint32_t bi = 0; bi < numBlocks; ++bi) {
    uses[bi].clear();
    defs[bi].clear();
  }
  for (uint32_t bi = 0; bi < numBlocks; ++bi) {
    Block *b = scratch.order[bi];
    for (Operation &op : *b) {
      auto visitOperands = [&](Operation *user) {
        for (Value v : user->getOperands()) {
          if (!v) continue;
          Block *defBlock = v.getParentBlock();
          // Defined in this block directly, or inside `op`'s nest: local.
          if (defBlock == b) continue;
          if (defBlock && defBlock->getParent() == region) {
            uses[bi].push_back(v);
            defs[scratch.indexOf(defBlock)].push_back(v);
            continue;
          }
          Operation *defAnc = defBlock ? defBlock->getParentOp() : nullptr;
          if (defAnc && op.isAncestor(defAnc)) continue;
          uses[bi].push_back(v);
        }
      };
      if (op.getNumRegions() == 0)
        visitOperands(&op);
      else
        walkOps(&op, [&](Operation *nested) { visitOperands(nested); });
    }
  }
}

void Liveness::numberBoundaryValues(RegionInfo &ri, const RegionScratch &scratch) {
  // Number the boundary values in block order (definitions first).
  auto number = [&](Value v) {
    auto [it, inserted] = ri.index.try_emplace(v, ri.values.size());
    if (inserted) ri.values.push_back(v);
  };
  const uint32_t numBlocks = scratch.numBlocks();
  for (uint32_t bi = 0; bi < numBlocks; ++bi) {
    for (Value v : scratch.defs[bi]) number(v);
    for (Value v : scratch.uses[bi]) number(v);
  }
  const uint32_t words = (ri.values.size() + 63) / 64;
  ri.words = words;
  ri.in.assign(size_t(numBlocks) * words, 0);
  ri.out.assign(size_t(numBlocks) * words, 0);
}

void Liveness::solveDataflow(RegionInfo &ri, const RegionScratch &scratch) {
  // Dataflow: in = use | (out & ~def); out = def | OR in(succ) (def: the
  // values of the block used in other blocks).
  const uint32_t numBlocks = scratch.numBlocks();
  const uint32_t words = ri.words;
  const std::vector<Block *> &order = scratch.order;
  std::vector<uint64_t> useBits(size_t(numBlocks) * words, 0), defBits(size_t(numBlocks) * words, 0);
  for (uint32_t bi = 0; bi < numBlocks; ++bi) {
    for (Value v : scratch.uses[bi]) setBit(&useBits[size_t(bi) * words], ri.index.find(v)->second);
    for (Value v : scratch.defs[bi]) setBit(&defBits[size_t(bi) * words], ri.index.find(v)->second);
  }
  ri.in = useBits;
  if (numBlocks == 1) {
    // No other block: nothing is live-out (a block's defs only escape to
    // other blocks, and a region's entry block has no predecessor in it).
    bool selfLoop = false;
    for (Block *s : order[0]->getSuccessors()) selfLoop |= s == order[0];
    if (!selfLoop) return;
  }
  // Worklist in reverse block order (blocks are mostly laid out forward).
  std::vector<uint32_t> worklist(numBlocks);
  for (uint32_t i = 0; i < numBlocks; ++i) worklist[i] = i;
  std::vector<char> queued(numBlocks, 1);
  std::vector<uint64_t> out(words);
  while (!worklist.empty()) {
    uint32_t bi = worklist.back();
    worklist.pop_back();
    queued[bi] = 0;
    Block *b = order[bi];
    // As in MLIR, a value used in another block of the region is live-out
    // of its defining block even if the using block is unreachable.
    const uint64_t *d = &defBits[size_t(bi) * words];
    std::copy(d, d + words, out.begin());
    for (Block *s : b->getSuccessors()) {
      const uint64_t *sin = &ri.in[size_t(scratch.indexOf(s)) * words];
      for (uint32_t w = 0; w < words; ++w) out[w] |= sin[w];
    }
    std::copy(out.begin(), out.end(), ri.out.begin() + size_t(bi) * words);
    bool changed = false;
    const uint64_t *u = &useBits[size_t(bi) * words];
    uint64_t *in = &ri.in[size_t(bi) * words];
    for (uint32_t w = 0; w < words; ++w) {
      uint64_t nin = u[w] | (out[w] & ~d[w]);
      if (nin != in[w]) {
        in[w] = nin;
        changed = true;
      }
    }
    if (!changed) continue;
    for (Block *p : b->getPredecessors()) {
      uint32_t pi = scratch.indexOf(p);
      if (!queued[pi]) {
        queued[pi] = 1;
        worklist.push_back(pi);
      }
    }
  }
}

const Liveness::BlockInfo *Liveness::info(Block *b) const {
  auto it = blocks_.find(b);
  return it == blocks_.end() ? nullptr : &it->second;
}

const uint64_t *Liveness::inBits(const BlockInfo &bi) const {
  return bi.region->in.data() + size_t(bi.index) * bi.region->words;
}
const uint64_t *Liveness::outBits(const BlockInfo &bi) const {
  return bi.region->out.data() + size_t(bi.index) * bi.region->words;
}

std::vector<Value> Liveness::collect(const BlockInfo &bi, const uint64_t *bits) const {
  std::vector<Value> r;
  for (uint32_t i = 0; i < bi.region->values.size(); ++i)
    if (testBit(bits, i)) r.push_back(bi.region->values[i]);
  return r;
}

std::vector<Value> Liveness::getLiveIn(Block *block) const {
  const BlockInfo *bi = info(block);
  return bi ? collect(*bi, inBits(*bi)) : std::vector<Value>{};
}

std::vector<Value> Liveness::getLiveOut(Block *block) const {
  const BlockInfo *bi = info(block);
  return bi ? collect(*bi, outBits(*bi)) : std::vector<Value>{};
}

bool Liveness::isLiveIn(Value v, Block *block) const {
  const BlockInfo *bi = info(block);
  if (!bi) return false;
  auto it = bi->region->index.find(v);
  return it != bi->region->index.end() && testBit(inBits(*bi), it->second);
}

bool Liveness::isLiveOut(Value v, Block *block) const {
  const BlockInfo *bi = info(block);
  if (!bi) return false;
  auto it = bi->region->index.find(v);
  return it != bi->region->index.end() && testBit(outBits(*bi), it->second);
}

Operation *Liveness::getEndOperation(Value v, Operation *startOp) const {
  Block *block = startOp->getBlock();
  if (isLiveOut(v, block)) return &block->back();
  Operation *end = startOp;
  for (OpOperand &use : v.getUses()) {
    Operation *user = findAncestorOpInBlock(block, use.getOwner());
    if (user && end->isBeforeInBlock(user)) end = user;
  }
  return end;
}

bool Liveness::isDeadAfter(Value v, Operation *op) const {
  Block *block = op->getBlock();
  if (isLiveOut(v, block)) return false;
  Operation *end = getEndOperation(v, op);
  return end == op || end->isBeforeInBlock(op);
}

std::vector<Value> Liveness::getCurrentlyLiveValues(Operation *op) const {
  Block *block = op->getBlock();
  std::vector<Value> live;
  auto liveAt = [&](Value v, Operation *start) {
    // Live at `op` if defined at/before it and its range reaches `op`.
    if (start != op && !start->isBeforeInBlock(op)) return false;
    Operation *end = getEndOperation(v, start);
    return end == op || op->isBeforeInBlock(end);
  };
  for (Value v : getLiveIn(block))
    if (liveAt(v, &block->front())) live.push_back(v);
  for (Value a : block->getArguments())
    if (!isLiveIn(a, block) && liveAt(a, &block->front())) live.push_back(a);
  for (Operation &def : *block) {
    if (&def == op) break;
    for (Value r : def.getResults())
      if (liveAt(r, &def)) live.push_back(r);
  }
  return live;
}

std::string printLiveness(Operation *root) {
  std::string out;
  Liveness liveness(root);
  // Stable names: arguments and results numbered in walk order.
  absl::flat_hash_map<Value, std::string> names;
  unsigned blockId = 0, valueId = 0;
  absl::flat_hash_map<Block *, unsigned> blockIds;
  walkOps<WalkOrder::PreOrder>(root, [&](Operation *op) {
    for (Value r : op->getResults()) names[r] = absl::StrCat("val_", valueId++);
    for (Region &region : op->getRegions())
      for (Block &b : region) {
        blockIds[&b] = blockId;
        for (Value a : b.getArguments()) names[a] = absl::StrCat("arg", a.cast<BlockArgument>().getArgNumber(), "@", blockId);
        ++blockId;
      }
  });
  auto list = [&](const std::vector<Value> &vs) {
    std::vector<std::string> ns;
    for (Value v : vs) ns.push_back(names[v]);
    std::sort(ns.begin(), ns.end());
    std::string s;
    for (const std::string &n : ns) absl::StrAppend(&s, n, " ");
    return s;
  };
  walkOps<WalkOrder::PreOrder>(root, [&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &b : region) {
        absl::StrAppend(&out, "// - Block: ", blockIds[&b], " (in '", toAbsl(op->getName()), "')\n");
        absl::StrAppend(&out, "// --- LiveIn: ", list(liveness.getLiveIn(&b)), "\n");
        absl::StrAppend(&out, "// --- LiveOut: ", list(liveness.getLiveOut(&b)), "\n");
      }
  });
  return out;
}

}  // namespace tbuf
