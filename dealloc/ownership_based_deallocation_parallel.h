// scf.reduce in the ownership-based deallocation: the body's buffers are
// freed after the reduction regions that read them (see the .cc).
#pragma once

#include "ir/operation.h"

namespace tbuf::dealloc {

/// Called once the `bufferization.dealloc` that frees what an scf.parallel
/// body owns has been inserted before its terminator `reduce` (the op that
/// preceded `reduce` before the insertion was `prevBefore`). The reduction
/// regions run when `reduce` is reached; if one of them reads a memref
/// defined in the body, that dealloc is moved to the end of the last
/// reduction region (before its scf.reduce.return), so the buffers live until
/// the reductions of the iteration are done. Otherwise nothing changes.
void deferBodyDeallocationPastReductions(Operation *reduce, Operation *prevBefore);

}  // namespace tbuf::dealloc
