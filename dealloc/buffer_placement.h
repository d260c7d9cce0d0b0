// Shared helpers of the buffer optimisations (buffer-hoisting,
// buffer-loop-hoisting, promote-buffers-to-stack, copy-removal), MLIR's
// BufferUtils / BufferPlacementTransformationBase: which ops are tracked
// allocations and their deallocs, loop classification of region ops, the
// common dominator of a set of blocks across nested regions, and the op an
// allocation is placed in front of inside a block.
#pragma once

#include <vector>

#include "analysis/dominance.h"
#include "analysis/liveness.h"
#include "ir/operation.h"

namespace tbuf::dealloc {

/// A tracked allocation (MLIR's BufferPlacementAllocs::AllocEntry): the
/// allocated value and its single dealloc (null if none).
struct AllocEntry {
  Value alloc;
  Operation *dealloc = nullptr;
};

/// The unique op freeing `alloc` (a user with a Free effect on it; MLIR's
/// memref::findDealloc): null if none; `ok` false if there are several.
/// bufferization.dealloc does not count (mlir-opt-22 declares no Free effect
/// on its operands either).
Operation *findDealloc(Value alloc, bool &ok);

/// Every op under `root` that allocates exactly one result on the heap (an
/// Allocate effect on one result; memref.alloca, whose memory belongs to the
/// automatic allocation scope, is excluded), with its dealloc, in post-order
/// walk order. Allocations with more than one dealloc are skipped, as MLIR.
std::vector<AllocEntry> collectAllocations(Operation *root);

/// MLIR's LoopLikeOpInterface or a RegionBranchOpInterface op with a region
/// that can execute again (isLoop in BufferUtils).
bool isLoop(Operation *op);
/// A loop whose iterations run one after the other (not scf.forall /
/// scf.parallel, which carry HasParallelRegion in MLIR).
bool isSequentialLoop(Operation *op);
/// LoopLike or RegionBranch ops: the region ops allocations may leave.
bool isKnownControlFlowInterface(Operation *op);

/// Nearest block dominating every block of `blocks` (MLIR's
/// DominanceInfo::findNearestCommonDominator over a range): blocks in
/// different regions are first lifted to their common region. Null if there
/// is none or if one of the blocks is unreachable from its region's entry
/// (mlir-opt-22 crashes there; callers then leave the allocation alone).
/// Cost O(sum of region nesting + dominator-tree distance to the result).
Block *findCommonDominator(const std::vector<Block *> &blocks, DominanceInfo &dom);

/// The op `alloc` must be placed in front of when moved into
/// `placementBlock` (MLIR's BufferPlacementAllocs::getStartOperation): the
/// block's first op if `alloc` is live-in there, else its defining op, lifted
/// to its ancestor in `placementBlock`, or the block's terminator if it has
/// none there.
Operation *getStartOperation(Value alloc, Block *placementBlock, const Liveness &liveness);

}  // namespace tbuf::dealloc
