// Dominator trees per region (Cooper, Harvey, Kennedy: "A Simple, Fast
// Dominance Algorithm") and MLIR's dominance queries on top of them.
#include "ir/verifier_dominance.h"

namespace tbuf {

/// Dominator tree of one region. Reachable blocks are numbered in reverse
/// post-order (the entry block is 0); unreachable blocks have no number.
struct DominanceInfo::Tree {
  absl::flat_hash_map<const Block *, uint32_t> rpoIndex;
  std::vector<Block *> blocks;   ///< by RPO index
  std::vector<uint32_t> idom;    ///< by RPO index; idom[0] == 0
  std::vector<uint32_t> pre, post;  ///< DFS interval of each node in the tree

  explicit Tree(Region *region) {
    if (region->empty()) return;
    computeReversePostOrder(&region->front());
    computeIdoms();
    numberTree();
  }

  void computeReversePostOrder(Block *entry) {
    // Iterative DFS; `next[i]` is the index of the next successor to visit.
    struct Frame {
      Block *block;
      std::vector<Block *> succs;
      size_t next = 0;
    };
    absl::flat_hash_map<const Block *, bool> visited;
    std::vector<Block *> postOrder;
    std::vector<Frame> stack;
    visited[entry] = true;
    stack.push_back({entry, entry->getSuccessors()});
    while (!stack.empty()) {
      Frame &top = stack.back();
      if (top.next < top.succs.size()) {
        Block *s = top.succs[top.next++];
        if (!s || s->getParent() != entry->getParent() || visited.contains(s)) continue;
        visited[s] = true;
        stack.push_back({s, s->getSuccessors()});
        continue;
      }
      postOrder.push_back(top.block);
      stack.pop_back();
    }
    blocks.assign(postOrder.rbegin(), postOrder.rend());
    rpoIndex.reserve(blocks.size());
    for (uint32_t i = 0; i < blocks.size(); ++i) rpoIndex[blocks[i]] = i;
  }

  void computeIdoms() {
    const uint32_t n = blocks.size();
    std::vector<std::vector<uint32_t>> preds(n);
    for (uint32_t i = 0; i < n; ++i)
      for (Block *s : blocks[i]->getSuccessors()) {
        auto it = rpoIndex.find(s);
        if (it != rpoIndex.end()) preds[it->second].push_back(i);
      }
    constexpr uint32_t kUndef = UINT32_MAX;
    idom.assign(n, kUndef);
    if (n == 0) return;
    idom[0] = 0;
    auto intersect = [&](uint32_t a, uint32_t b) {
      while (a != b) {
        while (a > b) a = idom[a];
        while (b > a) b = idom[b];
      }
      return a;
    };
    for (bool changed = true; changed;) {
      changed = false;
      for (uint32_t b = 1; b < n; ++b) {
        uint32_t newIdom = kUndef;
        for (uint32_t p : preds[b]) {
          if (idom[p] == kUndef) continue;
          newIdom = newIdom == kUndef ? p : intersect(p, newIdom);
        }
        if (newIdom != idom[b]) {
          idom[b] = newIdom;
          changed = true;
        }
      }
    }
  }

  void numberTree() {
    const uint32_t n = blocks.size();
    std::vector<std::vector<uint32_t>> children(n);
    for (uint32_t b = 1; b < n; ++b) children[idom[b]].push_back(b);
    pre.assign(n, 0);
    post.assign(n, 0);
    if (n == 0) return;
    uint32_t clock = 0;
    std::vector<std::pair<uint32_t, size_t>> stack{{0, 0}};
    pre[0] = clock++;
    while (!stack.empty()) {
      auto &[node, next] = stack.back();
      if (next < children[node].size()) {
        uint32_t c = children[node][next++];
        pre[c] = clock++;
        stack.push_back({c, 0});
        continue;
      }
      post[node] = clock++;
      stack.pop_back();
    }
  }

  bool isReachable(const Block *b) const { return rpoIndex.contains(b); }

  /// LLVM's semantics: an unreachable block is dominated by everything and
  /// dominates nothing.
  bool properlyDominates(const Block *a, const Block *b) const {
    if (a == b) return false;
    auto ib = rpoIndex.find(b);
    if (ib == rpoIndex.end()) return true;
    auto ia = rpoIndex.find(a);
    if (ia == rpoIndex.end()) return false;
    return pre[ia->second] < pre[ib->second] && post[ib->second] < post[ia->second];
  }
};

DominanceInfo::DominanceInfo() = default;
DominanceInfo::~DominanceInfo() = default;

void DominanceInfo::invalidate() { trees_.clear(); }

DominanceInfo::Tree &DominanceInfo::getTree(Region *region) {
  auto &slot = trees_[region];
  if (!slot) slot = std::make_unique<Tree>(region);
  return *slot;
}

bool DominanceInfo::hasSSADominance(Region *region) {
  if (!region || !region->hasOneBlock()) return true;
  Operation *parent = region->getParentOp();
  if (!parent) return true;
  return parent->hasSSADominance();
}

bool DominanceInfo::isReachableFromEntry(Block *b) {
  Region *region = b->getParent();
  if (!region || &region->front() == b) return true;
  return getTree(region).isReachable(b);
}

Block *DominanceInfo::getImmediateDominator(Block *b) {
  Region *region = b->getParent();
  if (!region) return nullptr;
  Tree &tree = getTree(region);
  auto it = tree.rpoIndex.find(b);
  if (it == tree.rpoIndex.end() || it->second == 0) return nullptr;
  return tree.blocks[tree.idom[it->second]];
}

namespace {
/// Is `a` before `b` in `block`? Null stands for the block's end.
bool isBeforeInBlock(Operation *a, Operation *b) {
  if (a == b || !a) return false;
  if (!b) return true;
  return a->isBeforeInBlock(b);
}
}  // namespace

bool DominanceInfo::properlyDominatesImpl(Block *aBlock, Operation *aIt, Block *bBlock, Operation *bIt,
                                          bool enclosingOk) {
  if (!aBlock || !bBlock) return false;
  if (aBlock == bBlock && aIt == bIt) return !hasSSADominance(aBlock->getParent());

  Region *aRegion = aBlock->getParent();
  if (aRegion != bBlock->getParent()) {
    // Lift b to its ancestor in a's region.
    if (!aRegion) return false;
    Operation *anc = bBlock->getParentOp();
    while (anc && anc->getParentRegion() != aRegion) anc = anc->getParentOp();
    if (!anc) return false;
    bBlock = anc->getBlock();
    bIt = anc;
    if (aBlock == bBlock && aIt == bIt && enclosingOk) return true;
  }

  if (aBlock == bBlock) {
    if (!hasSSADominance(aRegion)) return true;
    return isBeforeInBlock(aIt, bIt);
  }
  return getTree(aRegion).properlyDominates(aBlock, bBlock);
}

bool DominanceInfo::properlyDominates(Operation *a, Operation *b, bool enclosingOpOk) {
  return properlyDominatesImpl(a->getBlock(), a, b->getBlock(), b, enclosingOpOk);
}

bool DominanceInfo::properlyDominates(Block *a, Block *b) {
  Operation *aBegin = a->empty() ? nullptr : &a->front();
  Operation *bBegin = b->empty() ? nullptr : &b->front();
  return properlyDominatesImpl(a, aBegin, b, bBegin, /*enclosingOk=*/true);
}

bool DominanceInfo::properlyDominates(Value a, Operation *b) {
  if (auto arg = a.dyn_cast<BlockArgument>()) return dominates(arg.getOwner(), b->getBlock());
  Operation *def = a.getDefiningOp();
  if (!def) return false;
  return properlyDominates(def, b, /*enclosingOpOk=*/false);
}

}  // namespace tbuf
