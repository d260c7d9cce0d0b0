// Dominance for the verifier (and anyone else in ir/ that needs it): MLIR's
// DominanceInfo semantics over tbuf's regions. A dominator tree is built lazily
// per multi-block region (Cooper-Harvey-Kennedy on reverse post-order, then a
// DFS numbering of the tree so a block-dominance query is O(1)). Queries about
// ops in different regions first lift the later one to its ancestor in the
// earlier one's region (O(nesting depth)), as MLIR does.
//
// Region kinds: a single-block region of an unregistered op, or of an op with
// the GraphRegion trait (`builtin.module`, MLIR's RegionKindInterface "graph"),
// has no SSA dominance: uses may precede definitions there. Multi-block
// regions and all other regions are SSACFG.
//
// Preconditions: the IR is structurally sane (blocks end in their
// terminators, successors live in the same region); the verifier checks that
// before it asks dominance questions.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "ir/operation.h"

namespace tbuf {

class DominanceInfo {
 public:
  DominanceInfo();
  ~DominanceInfo();
  DominanceInfo(const DominanceInfo &) = delete;
  DominanceInfo &operator=(const DominanceInfo &) = delete;

  /// True if `a` is usable by `b`: a block argument dominates every op of
  /// its block and everything nested in it; an op result properly dominates
  /// `b` and the defining op does not enclose `b`.
  bool properlyDominates(Value a, Operation *b);
  /// `a` comes strictly before `b` on every path (or `b` is nested in `a`
  /// when `enclosingOpOk`).
  bool properlyDominates(Operation *a, Operation *b, bool enclosingOpOk = true);
  bool dominates(Operation *a, Operation *b) { return a == b || properlyDominates(a, b); }
  /// Block dominance; `b` may be nested (through ops) in `a`'s region.
  bool properlyDominates(Block *a, Block *b);
  bool dominates(Block *a, Block *b) { return a == b || properlyDominates(a, b); }
  /// True for the entry block and blocks reachable from it along successors.
  bool isReachableFromEntry(Block *b);
  /// False for graph regions (see the file comment).
  static bool hasSSADominance(Region *region);
  /// Immediate dominator of `b` in its region, or null for the entry block
  /// and unreachable blocks.
  Block *getImmediateDominator(Block *b);
  /// Drops cached trees (call after changing the CFG).
  void invalidate();

 private:
  struct Tree;
  Tree &getTree(Region *region);
  /// MLIR's properlyDominatesImpl; an iterator is an op in `block` or null
  /// for the block's end.
  bool properlyDominatesImpl(Block *aBlock, Operation *aIt, Block *bBlock, Operation *bIt, bool enclosingOk);

  absl::flat_hash_map<Region *, std::unique_ptr<Tree>> trees_;
};

}  // namespace tbuf
