// Loop-carried ping-pong of the buffer planner: an scf.for that yields a new
// buffer every iteration (a loop producing a fresh tensor per iteration,
// bufferized with allow-return-allocs-from-loops and deallocated by the
// ownership-based deallocation) allocates one buffer per iteration and frees
// the previous iteration's buffer at the end of the next one. Only two of
// them are ever live at once, so two buffers allocated in front of the loop
// serve all iterations in turn: the one written in iteration i is the one
// freed by iteration i - 1 in the original program.
#pragma once

#include <cstdint>

#include "ir/operation.h"

namespace tbuf::plan {

/// Rewrites every matching scf.for nested in `func` (innermost first) and
/// returns how many loops it rewrote. A loop matches when, for an iteration
/// argument %m whose ownership indicator %own (another iteration argument)
/// starts as constant false and is yielded as constant true:
///   * the body yields, for %m, a `memref.alloc` of the body (through
///     memref.casts only) with a static shape of rank >= 1 and no dealloc
///     in the body;
///   * the body frees %m only by one top-level `scf.if %own { memref.dealloc
///     B }` with B a view of %m (its base buffer), which the deallocation
///     pipeline writes;
///   * no op in front of the alloc and none after that scf.if may allocate
///     (the rewrite holds the previous buffer there instead of freeing it).
/// The loop then carries two buffers (the one to write, the other one) and
/// whether each exists yet as four more iteration arguments, swapped at each
/// yield: the alloc runs only while the buffer to write does not exist (the
/// first two iterations), the scf.if goes, and after the loop the buffer not
/// holding the result is freed if it exists. So the loop allocates
/// min(iterations, 2) buffers, never more than before, at the same points,
/// and holds no more bytes anywhere. The two are carried with a dynamic
/// first dimension; before the first allocation they are a view of no
/// element of %m's initial value, never accessed.
uint64_t pingPongLoopBuffers(Operation *func);

}  // namespace tbuf::plan
