// Common subexpression elimination (MLIR's `--cse`). Walks each region's
// dominator tree with a scoped hash table of the ops seen on the path from
// the entry: an op equivalent (see operation_equivalence.h) to one that
// dominates it is replaced by it. Values of enclosing regions stay visible
// inside nested regions, except under IsolatedFromAbove (and unregistered)
// ops, which start an empty table.
//
// Eligible ops: not terminators, regions with at most one block, and either
// free of memory effects (Pure, or RecursiveMemoryEffects with pure bodies)
// or only reading memory, in which case the earlier op must be in the same
// block with no op between them that may write (unknown ops count as
// writers). Trivially dead ops met on the way are erased too. Regions
// without SSA dominance (graph regions) are handled for single-block regions
// only, replacing just the uses not yet visited.
//
// Cost: one hash lookup per op (expected O(1); equivalence of ops with regions
// compares the regions), plus for read-only ops a scan of the ops between the
// pair that is cached per block, so each op is scanned O(1) times per
// earlier reader.
#pragma once

#include <cstdint>

#include "analysis/dominance.h"
#include "ir/rewriter.h"

namespace tbuf {

struct CSEStatistics {
  int64_t numCSE = 0;  ///< ops replaced by an equivalent dominating op
  int64_t numDCE = 0;  ///< trivially dead ops erased
};

/// Eliminates common subexpressions in the regions of `op` (not `op`
/// itself). Erasures go through `rewriter` (and its listener). `*changed`
/// tells whether anything was erased.
void eliminateCommonSubExpressions(RewriterBase &rewriter, DominanceInfo &domInfo, Operation *op,
                                   bool *changed = nullptr, CSEStatistics *stats = nullptr);

/// Same with a plain rewriter.
void eliminateCommonSubexpressions(Operation *op, DominanceInfo &domInfo, CSEStatistics *stats = nullptr);

}  // namespace tbuf
