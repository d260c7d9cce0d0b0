// Arena packing of the buffer planner (the `arena` option of plan-buffers):
// the statically sized buffers a function's entry block still allocates and
// frees itself become slices (memref.view) of one i8 allocation, at offsets
// where buffers with overlapping lifetimes never overlap in memory. Fewer
// allocation calls; the arena is live from the first packed alloc to the
// last packed dealloc, which may raise the peak, so it is opt-in.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/operation.h"

namespace tbuf::plan {

/// A buffer to place: `bytes` live from `start` to `end` (inclusive).
struct ArenaRequest {
  int64_t start = 0;
  int64_t end = 0;
  uint64_t bytes = 0;
};

/// Offsets (multiples of `alignment`) for every request such that two
/// requests whose lifetimes overlap never share a byte: largest first, each
/// at the lowest free aligned offset (greedy best fit; an optimal placement
/// is NP-hard). O(n^2 log n) in the number of requests, which is small (the
/// buffers of one block).
std::vector<uint64_t> assignArenaOffsets(const std::vector<ArenaRequest> &requests, uint64_t alignment);

/// Packs the entry block of `func` when it has at least two candidates
/// (buffer_lifetimes.h) with a static shape, a known element size, the
/// default memory space and an alignment of at most 64; returns how many
/// allocations were packed (0 if none).
uint64_t packEntryBlockIntoArena(Operation *func);

}  // namespace tbuf::plan
