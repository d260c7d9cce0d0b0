// Dominator trees (Cooper, Harvey, Kennedy: "A Simple, Fast Dominance
// Algorithm") and MLIR's region-aware dominance queries on top of them.
#include "ir/dominance.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace tbuf {
namespace {

/// A region's CFG in index space (blocks numbered in region order), built
/// once per tree: compressed adjacency lists, so the fixpoint below neither
/// allocates nor hashes per visit. The trees are unique whatever the edge
/// order; only the numbering of a post-dominator tree's nodes follows the
/// predecessor order (nothing observes it).
struct Adjacency {
  std::vector<int> start{0}, list;
  const int *begin(int i) const { return list.data() + start[i]; }
  const int *end(int i) const { return list.data() + start[i + 1]; }
  size_t size(int i) const { return start[i + 1] - start[i]; }
};

struct RegionGraph {
  std::vector<Block *> blocks;
  Adjacency succs;  ///< terminator order, as Block::getSuccessors
  Adjacency preds;  ///< in block order (the tree does not depend on it)
};

RegionGraph buildGraph(Region *region) {
  RegionGraph g;
  absl::flat_hash_map<Block *, int> at;
  for (Block &b : *region) {
    at[&b] = static_cast<int>(g.blocks.size());
    g.blocks.push_back(&b);
  }
  auto add = [&](Adjacency &a, Block *n) {
    auto it = at.find(n);
    if (it != at.end()) a.list.push_back(it->second);
  };
  for (Block *b : g.blocks) {
    if (!b->empty()) {
      Operation &term = b->back();
      for (unsigned k = 0; k < term.getNumSuccessors(); ++k) add(g.succs, term.getSuccessor(k));
    }
    g.succs.start.push_back(static_cast<int>(g.succs.list.size()));
  }
  // Predecessors by inverting the successor lists (no walk over the blocks'
  // use lists): in block order, once per edge like Block::getPredecessors.
  const int m = static_cast<int>(g.blocks.size());
  g.preds.start.assign(m + 1, 0);
  for (int t : g.succs.list) ++g.preds.start[t + 1];
  for (int i = 0; i < m; ++i) g.preds.start[i + 1] += g.preds.start[i];
  g.preds.list.resize(g.succs.list.size());
  std::vector<int> fill(g.preds.start.begin(), g.preds.start.end() - 1);
  for (int b = 0; b < m; ++b)
    for (const int *s = g.succs.begin(b); s != g.succs.end(b); ++s) g.preds.list[fill[*s]++] = b;
  return g;
}

/// Post-order of the graph from `roots` following `next`, iteratively,
/// skipping (and extending) `visited`.
std::vector<int> postOrder(const std::vector<int> &roots, const Adjacency &next, std::vector<char> &visited) {
  std::vector<int> out;
  std::vector<std::pair<int, size_t>> stack;
  for (int root : roots) {
    if (visited[root]) continue;
    visited[root] = 1;
    stack.push_back({root, 0});
    while (!stack.empty()) {
      auto &[b, i] = stack.back();
      if (i < next.size(b)) {
        int s = next.begin(b)[i++];
        if (visited[s]) continue;
        visited[s] = 1;
        stack.push_back({s, 0});
        continue;
      }
      out.push_back(b);
      stack.pop_back();
    }
  }
  return out;
}

/// LLVM's choice of root for blocks that reach no exit (infinite loops) in a
/// post-dominator tree: the block a forward DFS from `start` (over blocks not
/// in `visited`, successors in region order, last pushed first) numbers last.
int furthestAlongSuccessors(int start, const Adjacency &succs, const std::vector<char> &visited) {
  std::vector<char> seen(visited.size(), 0);
  std::vector<int> worklist{start};
  int last = start;
  while (!worklist.empty()) {
    int b = worklist.back();
    worklist.pop_back();
    if (seen[b] || visited[b]) continue;
    seen[b] = 1;
    last = b;
    std::vector<int> next(succs.begin(b), succs.end(b));
    std::stable_sort(next.begin(), next.end());
    worklist.insert(worklist.end(), next.begin(), next.end());
  }
  return last;
}

}  // namespace

DomTree::DomTree(Region *region, bool post) {
  const RegionGraph g = buildGraph(region);
  const int m = static_cast<int>(g.blocks.size());
  std::vector<int> roots;
  std::vector<int> po;
  std::vector<char> visited(m, 0);
  if (!post) {
    roots.push_back(0);
    po = postOrder(roots, g.succs, visited);
  } else {
    for (int b = 0; b < m; ++b)
      if (g.blocks[b]->empty() || g.blocks[b]->back().getNumSuccessors() == 0) roots.push_back(b);
    po = postOrder(roots, g.preds, visited);
    // Blocks that reach no exit would otherwise be missing from the tree
    // ("dominated by everything"); like LLVM, each such group gets an extra
    // root under the virtual root, and extra roots from which another root
    // is reachable are dropped again (nested infinite loops).
    size_t numExits = roots.size();
    for (int b = 0; b < m; ++b) {
      if (visited[b]) continue;
      int root = furthestAlongSuccessors(b, g.succs, visited);
      roots.push_back(root);
      postOrder({root}, g.preds, visited);
    }
    if (roots.size() != numExits) {
      for (size_t i = numExits; i < roots.size(); ++i) {
        std::vector<char> reach(m, 0);
        std::vector<int> forward = postOrder({roots[i]}, g.succs, reach);
        bool redundant = std::any_of(forward.begin(), forward.end(), [&](int x) {
          return x != roots[i] && std::find(roots.begin(), roots.end(), x) != roots.end();
        });
        if (!redundant) continue;
        std::swap(roots[i], roots.back());
        roots.pop_back();
        --i;
      }
      std::fill(visited.begin(), visited.end(), 0);
      po = postOrder(roots, g.preds, visited);
    }
  }
  // Node numbers: position in reverse post-order (regionToNode maps a
  // region index to it, -1 if unreachable).
  std::vector<int> regionToNode(m, -1);
  order_.reserve(po.size());
  for (auto it = po.rbegin(); it != po.rend(); ++it) {
    regionToNode[*it] = static_cast<int>(order_.size());
    order_.push_back(g.blocks[*it]);
  }
  index_.reserve(order_.size());
  for (size_t i = 0; i < order_.size(); ++i) index_[order_[i]] = static_cast<int>(i);
  const int n = static_cast<int>(order_.size());
  std::vector<int> nodeToRegion(n);
  for (int r = 0; r < m; ++r)
    if (regionToNode[r] >= 0) nodeToRegion[regionToNode[r]] = r;
  // A virtual root (index n) joins several roots of the post-dominator tree.
  const int root = post && roots.size() != 1 ? n : 0;
  idom_.assign(n + 1, -1);
  idom_[root] = root;
  std::vector<bool> isRoot(n + 1, false);
  isRoot[root] = true;
  for (int r : roots) {
    int i = regionToNode[r];
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
      const Adjacency &edges = post ? g.succs : g.preds;
      const int b = nodeToRegion[i];
      int newIdom = -1;
      for (const int *p = edges.begin(b); p != edges.end(b); ++p) {
        int node = regionToNode[*p];
        if (node < 0 || idom_[node] == -1) continue;
        newIdom = newIdom == -1 ? node : intersect(node, newIdom);
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
