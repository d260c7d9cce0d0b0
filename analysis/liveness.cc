// Liveness: boundary-value numbering per region, bitset dataflow to a
// fixpoint, and MLIR's end-operation / dead-after queries.
#include "analysis/liveness.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "analysis/dominance.h"

namespace tbuf {
namespace {

inline void setBit(std::vector<uint64_t> &bits, uint32_t i) { bits[i >> 6] |= uint64_t(1) << (i & 63); }
inline bool testBit(const std::vector<uint64_t> &bits, uint32_t i) { return (bits[i >> 6] >> (i & 63)) & 1; }

/// Block of `region` that contains `op` (through nesting); null if none.
Block *blockInRegion(Region *region, Operation *op) {
  Operation *anc = findAncestorOpInRegion(region, op);
  return anc ? anc->getBlock() : nullptr;
}

}  // namespace

Liveness::Liveness(Operation *root) {
  // Regions in pre-order so that each is processed independently.
  std::vector<Region *> regions;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    for (Region &r : op->getRegions())
      if (!r.empty()) regions.push_back(&r);
  });
  for (Region *region : regions) {
    auto ri = std::make_unique<RegionInfo>();
    // use[b]: values used in b (or nested) but not defined in b (or nested).
    // def[b]: values defined directly in b that are boundary values.
    struct Sets {
      std::vector<detail::ValueImpl *> uses, defs;
    };
    absl::flat_hash_map<Block *, Sets> sets;
    auto number = [&](Value v) {
      auto [it, inserted] = ri->index.try_emplace(v.getImpl(), ri->values.size());
      if (inserted) ri->values.push_back(v);
      return it->second;
    };
    for (Block &b : *region) {
      Sets &s = sets[&b];
      // A value defined in b escapes if some use lies in another block of
      // this region.
      auto escapes = [&](Value v) {
        for (OpOperand &use : v.getUses()) {
          Block *ub = blockInRegion(region, use.getOwner());
          if (ub && ub != &b) return true;
        }
        return false;
      };
      for (Value a : b.getArguments())
        if (escapes(a)) s.defs.push_back(a.getImpl());
      for (Operation &op : b)
        for (Value r : op.getResults())
          if (escapes(r)) s.defs.push_back(r.getImpl());
      // Uses of values defined outside this block (incl. outside the region).
      for (Operation &op : b) {
        op.walk([&](Operation *nested) {
          for (Value v : nested->getOperands()) {
            if (!v) continue;
            Block *defBlock = v.getParentBlock();
            // Defined in this block directly, or inside `op`'s nest: local.
            if (defBlock == &b) continue;
            Operation *defAnc = defBlock ? defBlock->getParentOp() : nullptr;
            if (defAnc && op.isAncestor(defAnc)) continue;
            s.uses.push_back(v.getImpl());
          }
        });
      }
    }
    for (auto &[b, s] : sets) {
      (void)b;
      for (auto *v : s.defs) number(Value(v));
      for (auto *v : s.uses) number(Value(v));
    }
    ri->words = (ri->values.size() + 63) / 64;
    // Dataflow: in = use | (out & ~def); out = def | OR in(succ) (def: the
    // values of the block used in other blocks).
    absl::flat_hash_map<Block *, std::vector<uint64_t>> useBits, defBits;
    std::vector<Block *> order;
    for (Block &b : *region) {
      order.push_back(&b);
      auto &u = useBits[&b];
      auto &d = defBits[&b];
      u.assign(ri->words, 0);
      d.assign(ri->words, 0);
      for (auto *v : sets[&b].uses) setBit(u, ri->index[v]);
      for (auto *v : sets[&b].defs) setBit(d, ri->index[v]);
      BlockInfo &bi = blocks_[&b];
      bi.region = ri.get();
      bi.in = u;
      bi.out.assign(ri->words, 0);
    }
    // Worklist in reverse block order (blocks are mostly laid out forward).
    std::vector<Block *> worklist(order.begin(), order.end());
    absl::flat_hash_map<Block *, bool> queued;
    for (Block *b : order) queued[b] = true;
    while (!worklist.empty()) {
      Block *b = worklist.back();
      worklist.pop_back();
      queued[b] = false;
      BlockInfo &bi = blocks_[b];
      // As in MLIR, a value used in another block of the region is live-out
      // of its defining block even if the using block is unreachable.
      std::vector<uint64_t> out = defBits[b];
      for (Block *s : b->getSuccessors()) {
        const BlockInfo &si = blocks_[s];
        for (unsigned w = 0; w < ri->words; ++w) out[w] |= si.in[w];
      }
      bi.out = out;
      bool changed = false;
      const auto &u = useBits[b];
      const auto &d = defBits[b];
      for (unsigned w = 0; w < ri->words; ++w) {
        uint64_t nin = u[w] | (out[w] & ~d[w]);
        if (nin != bi.in[w]) {
          bi.in[w] = nin;
          changed = true;
        }
      }
      if (!changed) continue;
      for (Block *p : b->getPredecessors())
        if (!queued[p]) {
          queued[p] = true;
          worklist.push_back(p);
        }
    }
    regions_.push_back(std::move(ri));
  }
}

const Liveness::BlockInfo *Liveness::info(Block *b) const {
  auto it = blocks_.find(b);
  return it == blocks_.end() ? nullptr : &it->second;
}

std::vector<Value> Liveness::collect(const BlockInfo &bi, const std::vector<uint64_t> &bits) const {
  std::vector<Value> r;
  for (uint32_t i = 0; i < bi.region->values.size(); ++i)
    if (testBit(bits, i)) r.push_back(bi.region->values[i]);
  return r;
}

std::vector<Value> Liveness::getLiveIn(Block *block) const {
  const BlockInfo *bi = info(block);
  return bi ? collect(*bi, bi->in) : std::vector<Value>{};
}

std::vector<Value> Liveness::getLiveOut(Block *block) const {
  const BlockInfo *bi = info(block);
  return bi ? collect(*bi, bi->out) : std::vector<Value>{};
}

bool Liveness::isLiveIn(Value v, Block *block) const {
  const BlockInfo *bi = info(block);
  if (!bi) return false;
  auto it = bi->region->index.find(v.getImpl());
  return it != bi->region->index.end() && testBit(bi->in, it->second);
}

bool Liveness::isLiveOut(Value v, Block *block) const {
  const BlockInfo *bi = info(block);
  if (!bi) return false;
  auto it = bi->region->index.find(v.getImpl());
  return it != bi->region->index.end() && testBit(bi->out, it->second);
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
  absl::flat_hash_map<detail::ValueImpl *, std::string> names;
  unsigned blockId = 0, valueId = 0;
  absl::flat_hash_map<Block *, unsigned> blockIds;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    for (Value r : op->getResults()) names[r.getImpl()] = absl::StrCat("val_", valueId++);
    for (Region &region : op->getRegions())
      for (Block &b : region) {
        blockIds[&b] = blockId;
        for (Value a : b.getArguments()) names[a.getImpl()] = absl::StrCat("arg", a.cast<BlockArgument>().getArgNumber(), "@", blockId);
        ++blockId;
      }
  });
  auto list = [&](const std::vector<Value> &vs) {
    std::vector<std::string> ns;
    for (Value v : vs) ns.push_back(names[v.getImpl()]);
    std::sort(ns.begin(), ns.end());
    std::string s;
    for (const std::string &n : ns) absl::StrAppend(&s, n, " ");
    return s;
  };
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
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
