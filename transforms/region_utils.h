// Structural region simplifications run by the greedy rewrite driver after
// each round of patterns (MLIR's RegionUtils): erasing blocks unreachable from
// their region's entry, a region-wide dead code elimination that also drops
// unused arguments of non-entry blocks (with the matching branch operands),
// and, in aggressive mode, merging identical blocks and dropping block
// arguments that receive the same value from every predecessor.
//
// Branch operands are only rewritten for terminators implementing
// BranchOpInterface with a known operand layout (see successor_operands.h);
// the arguments of blocks reached from any other terminator stay live.
#pragma once

#include "ir/rewriter.h"

namespace tbuf {

/// Erases the blocks of `regions` (and of regions nested in their reachable
/// blocks) that cannot be reached from their region's entry block. Returns
/// success if any block was erased.
LogicalResult eraseUnreachableBlocks(RewriterBase &rewriter, MutableArrayRef<Region> regions);

/// Optimistic dead code elimination over `regions`: ops whose results are
/// never (transitively) needed and that would be trivially dead are erased,
/// as are arguments of non-entry blocks that are only forwarded to other dead
/// arguments, even around cycles. Returns success if anything was erased.
LogicalResult runRegionDCE(RewriterBase &rewriter, MutableArrayRef<Region> regions);

/// Unreachable-block erasure and region DCE; with `mergeBlocks`, also
/// identical-block merging and redundant block-argument elimination. Returns
/// success if anything changed. When every region has one block and SSA
/// dominance, a scan decides first: nothing can change unless some op is
/// trivially dead, and then a single DCE pass is all there is to do.
/// `noTriviallyDeadOps` tells that the caller knows no op in `regions` is
/// trivially dead (a greedy driver whose worklist pass visited every op and
/// changed nothing): the scan then only checks the shape.
LogicalResult simplifyRegions(RewriterBase &rewriter, MutableArrayRef<Region> regions, bool mergeBlocks = false,
                              bool noTriviallyDeadOps = false);

}  // namespace tbuf
