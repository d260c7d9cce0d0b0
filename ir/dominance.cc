// Dominator trees (Cooper, Harvey, Kennedy: "A Simple, Fast Dominance
// Algorithm") and MLIR's region-aware dominance queries on top of them.
#include "ir/dominance.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace tbuf {
namespace {

std::vector<Block *> successorsOf(Block *b) { return b->getSuccessors(); }

std::vector<Block *> predecessorsOf(Block *b) { return b->getPredecessors(); }

/// Post-order of the graph from `roots` following `next`, iteratively,
/// skipping (and extending) `visited`.
template <typename Next>
std::vector<Block *> postOrder(const std::vector<Block *> &roots, Next next,
                               absl::flat_hash_map<Block *, bool> &visited) {
  std::vector<Block *> out;
  std::vector<std::pair<Block *, size_t>> stack;
  std::vector<std::vector<Block *>> succCache;
  for (Block *root : roots) {
    if (visited[root]) continue;
    visited[root] = true;
    stack.push_back({root, 0});
    succCache.push_back(next(root));
    while (!stack.empty()) {
      auto &[b, i] = stack.back();
      std::vector<Block *> &succs = succCache.back();
      if (i < succs.size()) {
        Block *s = succs[i++];
        if (visited[s]) continue;
        visited[s] = true;
        stack.push_back({s, 0});
        succCache.push_back(next(s));
        continue;
      }
      out.push_back(b);
      stack.pop_back();
      succCache.pop_back();
    }
  }
  return out;
}

/// LLVM's choice of root for blocks that reach no exit (infinite loops) in a
/// post-dominator tree: the block a forward DFS from `start` (over blocks not
/// in `visited`, successors in region order, last pushed first) numbers last.
Block *furthestAlongSuccessors(Block *start, const absl::flat_hash_map<Block *, bool> &visited) {
  absl::flat_hash_map<Block *, unsigned> position;
  unsigned k = 0;
  for (Block &b : *start->getParent()) position[&b] = k++;
  absl::flat_hash_map<Block *, bool> seen;
  std::vector<Block *> worklist{start};
  Block *last = start;
  while (!worklist.empty()) {
    Block *b = worklist.back();
    worklist.pop_back();
    if (seen[b] || visited.contains(b)) continue;
    seen[b] = true;
    last = b;
    std::vector<Block *> succs = b->getSuccessors();
    std::stable_sort(succs.begin(), succs.end(), [&](Block *x, Block *y) { return position[x] < position[y]; });
    worklist.insert(worklist.end(), succs.begin(), succs.end());
  }
  return last;
}

}  // namespace

DomTree::DomTree(Region *region, bool post) {
  std::vector<Block *> roots;
  std::vector<Block *> po;
  absl::flat_hash_map<Block *, bool> visited;
  if (!post) {
    roots.push_back(&region->front());
    po = postOrder(roots, successorsOf, visited);
  } else {
    for (Block &b : *region)
      if (b.getSuccessors().empty()) roots.push_back(&b);
    po = postOrder(roots, predecessorsOf, visited);
    // Blocks that reach no exit would otherwise be missing from the tree
    // ("dominated by everything"); like LLVM, each such group gets an extra
    // root under the virtual root, and extra roots from which another root
    // is reachable are dropped again (nested infinite loops).
    size_t numExits = roots.size();
    for (Block &b : *region) {
      if (visited.contains(&b)) continue;
      Block *root = furthestAlongSuccessors(&b, visited);
      roots.push_back(root);
      postOrder({root}, predecessorsOf, visited);
    }
    if (roots.size() != numExits) {
      for (size_t i = numExits; i < roots.size(); ++i) {
        absl::flat_hash_map<Block *, bool> reach;
        std::vector<Block *> forward = postOrder({roots[i]}, successorsOf, reach);
        bool redundant = std::any_of(forward.begin(), forward.end(), [&](Block *x) {
          return x != roots[i] && std::find(roots.begin(), roots.end(), x) != roots.end();
        });
        if (!redundant) continue;
        std::swap(roots[i], roots.back());
        roots.pop_back();
        --i;
      }
      visited.clear();
      po = postOrder(roots, predecessorsOf, visited);
    }
  }
  order_.assign(po.rbegin(), po.rend());
  for (size_t i = 0; i < order_.size(); ++i) index_[order_[i]] = static_cast<int>(i);
  const int n = static_cast<int>(order_.size());
  // A virtual root (index n) joins several roots of the post-dominator tree.
  const int root = post && roots.size() != 1 ? n : 0;
  idom_.assign(n + 1, -1);
  idom_[root] = root;
  std::vector<bool> isRoot(n + 1, false);
  isRoot[root] = true;
  for (Block *r : roots) {
    int i = index_[r];
    if (root == n) idom_[i] = n;
    isRoot[i] = true;
  }
  // Order numbers for intersect: the virtual root comes first.
  auto rank = [&](int i) { return i == n ? -1 : i; };
  auto intersect = [&](int a, int b) {
    while (a != b) {
      while (rank(a) > rank(b)) a = idom_[a];
      while (rank(b) > rank(a)) b = idom_[b];
    }
    return a;
  };
  bool changed = true;
  while (changed) {
    changed = false;
    for (int i = 0; i < n; ++i) {
      if (i == root || (root == n && isRoot[i])) continue;
      Block *b = order_[i];
      int newIdom = -1;
      for (Block *p : post ? successorsOf(b) : predecessorsOf(b)) {
        auto it = index_.find(p);
        if (it == index_.end() || idom_[it->second] == -1) continue;
        newIdom = newIdom == -1 ? it->second : intersect(it->second, newIdom);
      }
      if (newIdom != -1 && idom_[i] != newIdom) {
        idom_[i] = newIdom;
        changed = true;
      }
    }
  }
  // Children lists and DFS numbering for O(1) queries.
  children_.assign(n + 1, {});
  std::vector<std::vector<int>> kids(n + 1);
  for (int i = 0; i < n; ++i)
    if (i != root && idom_[i] >= 0) {
      kids[idom_[i]].push_back(i);
      children_[idom_[i]].push_back(order_[i]);
    }
  dfsIn_.assign(n + 1, -1);
  dfsOut_.assign(n + 1, -1);
  int counter = 0;
  std::vector<std::pair<int, size_t>> stack{{root, 0}};
  dfsIn_[root] = counter++;
  while (!stack.empty()) {
    auto &[node, i] = stack.back();
    if (i < kids[node].size()) {
      int c = kids[node][i++];
      dfsIn_[c] = counter++;
      stack.push_back({c, 0});
      continue;
    }
    dfsOut_[node] = counter++;
    stack.pop_back();
  }
}

bool DomTree::dominates(Block *a, Block *b) const {
  if (a == b) return true;
  auto ib = index_.find(b);
  if (ib == index_.end()) return true;  // unreachable: dominated by anything
  auto ia = index_.find(a);
  if (ia == index_.end()) return false;
  int x = ia->second, y = ib->second;
  if (dfsIn_[x] < 0 || dfsIn_[y] < 0) return false;
  return dfsIn_[x] <= dfsIn_[y] && dfsOut_[y] <= dfsOut_[x];
}

Block *DomTree::getIDom(Block *b) const {
  auto it = index_.find(b);
  if (it == index_.end()) return nullptr;
  int d = idom_[it->second];
  if (d < 0 || d == it->second || d >= static_cast<int>(order_.size())) return nullptr;
  return order_[d];
}

const std::vector<Block *> &DomTree::getChildren(Block *b) const {
  static const std::vector<Block *> empty;
  auto it = index_.find(b);
  return it == index_.end() ? empty : children_[it->second];
}

bool hasSSADominance(Region *region) {
  Operation *parent = region->getParentOp();
  if (!parent) return true;
  // MLIR: unregistered ops' single-block regions are graph regions, their
  // multi-block regions SSACFG; registered ops follow RegionKindInterface.
  if (!parent->isRegistered()) return !region->hasOneBlock();
  return !parent->hasTrait(OpTrait::GraphRegion);
}

Operation *findAncestorOpInBlock(Block *block, Operation *op) {
  while (op && op->getBlock() != block) op = op->getParentOp();
  return op;
}

Block *findAncestorBlockInRegion(Region *region, Block *block) {
  while (block && block->getParent() != region) {
    Operation *parent = block->getParentOp();
    block = parent ? parent->getBlock() : nullptr;
  }
  return block;
}

Operation *findAncestorOpInRegion(Region *region, Operation *op) {
  while (op && op->getParentRegion() != region) op = op->getParentOp();
  return op;
}

const DomTree &DominanceInfo::getDomTree(Region *region) {
  auto &slot = trees_[region];
  if (!slot) slot = std::make_unique<DomTree>(region, post_);
  return *slot;
}

bool DominanceInfo::dominates(Block *a, Block *b) {
  if (a == b) return true;
  Region *r = a->getParent();
  b = findAncestorBlockInRegion(r, b);
  if (!b) return false;
  if (a == b) return true;
  if (r->hasOneBlock()) return true;
  return getDomTree(r).dominates(a, b);
}

bool DominanceInfo::properlyDominates(Block *a, Block *b) {
  // As in MLIR, a block of a graph region properly dominates itself.
  if (a == b) return !hasSSADominance(a->getParent());
  return dominates(a, b);
}

bool DominanceInfo::properlyDominates(Operation *a, Operation *b, bool enclosingOpOk) {
  Block *aBlock = a->getBlock();
  if (!aBlock) return false;
  Operation *parent = aBlock->getParentOp();
  bool ssa = !parent || hasSSADominance(aBlock->getParent());
  if (a == b) return !ssa;
  Region *aRegion = aBlock->getParent();
  if (b->getParentRegion() != aRegion) {
    b = findAncestorOpInRegion(aRegion, b);
    if (!b) return false;
    if (a == b) return enclosingOpOk;
  }
  Block *bBlock = b->getBlock();
  if (aBlock == bBlock) {
    if (!ssa) return true;
    return post_ ? b->isBeforeInBlock(a) : a->isBeforeInBlock(b);
  }
  return getDomTree(aRegion).properlyDominates(aBlock, bBlock);
}

bool DominanceInfo::properlyDominates(Value v, Operation *user) {
  if (Operation *def = v.getDefiningOp()) return properlyDominates(def, user, /*enclosingOpOk=*/false);
  Block *argBlock = v.getParentBlock();
  Block *userBlock = user->getBlock();
  if (!userBlock) return false;
  return dominates(argBlock, userBlock);
}

std::string printDominance(Operation *root, bool post) {
  std::string out;
  DominanceInfo info(post);
  unsigned regionCounter = 0;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    for (Region &r : op->getRegions()) {
      unsigned regionId = regionCounter++;
      if (r.empty() || r.hasOneBlock()) continue;
      absl::flat_hash_map<Block *, unsigned> ids;
      unsigned k = 0;
      for (Block &b : r) ids[&b] = k++;
      const DomTree &tree = info.getDomTree(&r);
      absl::StrAppend(&out, "// ", post ? "post-dominance" : "dominance", " of region #", regionId, " in '",
                      toAbsl(op->getName()), "'\n");
      for (Block &b : r) {
        Block *idom = tree.getIDom(&b);
        absl::StrAppend(&out, "//   ^bb", ids[&b], " <- ",
                        idom ? absl::StrCat("^bb", ids[idom])
                             : std::string(tree.isReachable(&b) ? "(root)" : "(unreachable)"),
                        "\n");
      }
    }
  });
  return out;
}

}  // namespace tbuf
