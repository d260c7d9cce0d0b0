// Dominance and post-dominance over MLIR-style nested regions.
//
// Each multi-block region gets a dominator tree over its CFG, computed lazily
// with the Cooper-Harvey-Kennedy iterative algorithm on reverse post-order
// (near-linear in practice); tree nodes carry DFS entry/exit numbers so
// block queries are O(1). Queries between ops in different regions first lift
// the later op to its ancestor in the earlier op's region, as MLIR does.
// Graph regions (builtin.module, single-block regions of unregistered ops)
// have no dominance order inside a block. Unreachable blocks are dominated
// by everything.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "ir/operation.h"

namespace tbuf {

/// Dominator (or post-dominator) tree of one region's CFG.
class DomTree {
 public:
  /// Builds the tree; O(blocks + edges) per iteration, few iterations.
  DomTree(Region *region, bool postDominators);
  /// True if `a` (properly) dominates `b`; both in this region. O(1).
  bool dominates(Block *a, Block *b) const;
  bool properlyDominates(Block *a, Block *b) const { return a != b && dominates(a, b); }
  /// Immediate dominator; null for the root, for unreachable blocks, and (for
  /// post-dominators) for the roots under the virtual root: exit blocks when
  /// there are several, and one block per infinite loop (LLVM's choice).
  Block *getIDom(Block *b) const;
  bool isReachable(Block *b) const { return index_.contains(b); }
  /// Children of `b` in the tree, in reverse post-order.
  const std::vector<Block *> &getChildren(Block *b) const;
  /// Blocks in the order used for numbering (reverse post-order).
  const std::vector<Block *> &getOrder() const { return order_; }

 private:
  // Node i corresponds to order_[i]; a virtual root (post-dominance with
  // several exits) is index order_.size().
  absl::flat_hash_map<Block *, int> index_;
  std::vector<Block *> order_;
  std::vector<int> idom_;
  std::vector<std::vector<Block *>> children_;
  std::vector<int> dfsIn_, dfsOut_;
};

class DominanceInfo {
 public:
  explicit DominanceInfo(bool postDominance = false) : post_(postDominance) {}

  /// `a` dominates `b`: every path from the region entry to `b` goes through
  /// `a` (blocks may be in different regions; `b` is lifted into `a`'s region).
  bool dominates(Block *a, Block *b);
  bool properlyDominates(Block *a, Block *b);
  /// Op dominance: `a` before `b` in the same block, or `a`'s block properly
  /// dominates `b`'s. An op properly dominates the ops nested in it only if
  /// `enclosingOpOk`.
  bool properlyDominates(Operation *a, Operation *b, bool enclosingOpOk = true);
  bool dominates(Operation *a, Operation *b) { return a == b || properlyDominates(a, b); }
  /// Whether the value is visible at `user` under SSA dominance: a result of
  /// op D properly dominates `user` if D does (not counting D's own regions);
  /// a block argument if its block dominates `user`'s block.
  bool properlyDominates(Value v, Operation *user);
  bool dominates(Value v, Operation *user) { return properlyDominates(v, user) || v.getDefiningOp() == user; }

  /// True for a region's entry block and blocks reachable from it.
  bool isReachableFromEntry(Block *b) {
    Region *r = b->getParent();
    return r->hasOneBlock() || getDomTree(r).isReachable(b);
  }
  /// The dominator tree of `region` (built on first use).
  const DomTree &getDomTree(Region *region);
  /// Forgets cached trees (call after changing the CFG).
  void invalidate() { trees_.clear(); }

 private:
  bool post_;
  absl::flat_hash_map<Region *, std::unique_ptr<DomTree>> trees_;
};

class PostDominanceInfo : public DominanceInfo {
 public:
  PostDominanceInfo() : DominanceInfo(/*postDominance=*/true) {}
  bool postDominates(Operation *a, Operation *b) { return a == b || properlyDominates(a, b); }
  bool properlyPostDominates(Operation *a, Operation *b) { return properlyDominates(a, b); }
  bool postDominates(Block *a, Block *b) { return dominates(a, b); }
};

/// Whether `region` follows SSA dominance (MLIR's DominanceInfo view): false
/// for graph regions (GraphRegion trait) and for single-block regions of
/// unregistered ops; true for top-level regions and everything else.
bool hasSSADominance(Region *region);
/// Ancestor of `op` (or `op` itself) whose parent block is `block`; null if none.
Operation *findAncestorOpInBlock(Block *block, Operation *op);
/// Ancestor of `block` (or itself) that lives in `region`; null if none.
Block *findAncestorBlockInRegion(Region *region, Block *block);
/// Ancestor of `op` (or `op`) directly in `region`; null if none.
Operation *findAncestorOpInRegion(Region *region, Operation *op);

/// Renders the dominator trees of every multi-block region under `root`
/// (the `--test-print-dominance` output).
std::string printDominance(Operation *root, bool postDominance);

}  // namespace tbuf
