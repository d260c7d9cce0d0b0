// The buffer planner's transformation (the plan-buffers pass): after
// deallocation has been lowered to memref.dealloc, heap buffers whose
// lifetimes do not overlap share one allocation. In every block, innermost
// first:
//   * a memref.alloc whose lifetime (buffer_lifetimes.h) ended before a later
//     alloc of the same type, attributes and size operands starts gives that
//     alloc its storage (the later alloc is erased, one dealloc is kept at
//     the later of the two places); a statically shaped alloc may also take
//     the storage of a larger freed buffer of the same element type, memory
//     space and alignment that stays allocated until its own release anyway
//     (a memref.reinterpret_cast of the storage's start takes its place);
//   * an allocation that escapes (returned, yielded, freed elsewhere) takes
//     over the storage of a dead buffer of the same type, attributes and
//     size operands, whose dealloc goes away;
//   * an alloc/dealloc pair of a sequential loop body (scf.for, scf.while)
//     with a static shape reuses storage of the enclosing block or, without
//     any, moves in front of the loop (its dealloc after it): one
//     allocation for every iteration; out of an scf.for that may run zero
//     times, behind a guard (first dimension lb < ub ? d0 : 0);
//   * an alloc/dealloc pair of an scf.if / scf.index_switch /
//     scf.execute_region region reuses storage of the enclosing block when
//     some is free, else stays where it is.
#pragma once

#include <cstdint>

#include "ir/operation.h"

namespace tbuf::plan {

struct PlanCounts {
  /// Allocations erased because they use the storage of another.
  uint64_t reused = 0;
  /// Allocations moved out of a loop.
  uint64_t hoisted = 0;
  /// Of the reused ones, those that take larger storage (a view of its
  /// start).
  uint64_t resized = 0;
  /// Escaping allocations erased because they take over dead storage.
  uint64_t adopted = 0;
};

/// Plans the buffers of every block nested in `root` (a function).
/// O(n log n) in the ops of `root` times the region nesting depth.
PlanCounts planBuffers(Operation *root);

}  // namespace tbuf::plan
