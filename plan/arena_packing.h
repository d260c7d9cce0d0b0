// Arena packing of the buffer planner: the statically sized buffers a
// function's entry block still allocates and frees itself become slices
// (memref.view) of one i8 allocation, at offsets where buffers with
// overlapping lifetimes never overlap in memory. Fewer allocation calls; the
// arena is live from the first packed alloc to the last packed dealloc. By
// default (peak-aware) a block is packed only when that cannot raise the
// peak; the `arena` option of plan-buffers packs regardless.
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
/// allocations were packed (0 if none). With `peakAware`, only buffers whose
/// size is a multiple of 64 take part, and only when the arena cannot raise
/// the peak: some packed alloc sees as many packed bytes held as the arena
/// has with nothing else freed since the first packed alloc, and every other
/// op between the first packed alloc and the last packed dealloc that may
/// allocate sees that many held.
uint64_t packEntryBlockIntoArena(Operation *func, bool peakAware);

}  // namespace tbuf::plan
