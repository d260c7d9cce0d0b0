// Buffer hoisting (MLIR 22's BufferAllocationHoisting with its two states):
//
// * Dominator hoisting (`buffer-hoisting`): each memref.alloc moves up to
//   the nearest block that dominates every use of every alias of the buffer
//   (BufferViewFlowAnalysis::resolve), out of non-loop region ops (scf.if,
//   scf.execute_region) but never out of a loop, never above a block that
//   defines one of its operands, and never out of ops whose control flow is
//   unknown (linalg.generic, unregistered ops).
// * Loop hoisting (`buffer-loop-hoisting`): memref.alloc and memref.alloca
//   leave enclosing sequential loops (scf.for, scf.while; not scf.forall)
//   as long as no alias of the buffer is used at the loop's level or above
//   (a buffer passed around a back edge or yielded out stays), nor above the
//   block defining one of its operands. Otherwise they stay in their block.
//
// Placement per allocation costs O(uses of its aliases + region nesting
// depth): the walk up the dominator tree jumps straight to the bound block
// or to the region's entry (every intermediate step of MLIR's walk is a move
// to the next immediate dominator, which always succeeds), and the position
// inside the placement block comes from liveness (no block rescans).
#pragma once

#include "ir/operation.h"

namespace tbuf::dealloc {

enum class HoistingKind {
  Dominator,  ///< buffer-hoisting
  Loop,       ///< buffer-loop-hoisting
};

/// Statistics of one hoisting run.
struct HoistingStats {
  unsigned candidates = 0;  ///< allocations considered
  unsigned moved = 0;       ///< allocations that changed position
};

/// Hoists the allocations nested under `root` (a function).
HoistingStats hoistBuffers(Operation *root, HoistingKind kind);

}  // namespace tbuf::dealloc
