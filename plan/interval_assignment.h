// Interval assignment of the buffer planner: given the lifetimes of the
// buffers of one block as closed position intervals, each with a
// compatibility group (buffers of the same group may share storage), decides
// which buffer keeps its own allocation, which reuses the storage of an
// earlier buffer whose lifetime ended before it starts, and which cannot take
// part. Pure logic on numbers, no IR, so it is unit-tested on its own.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace tbuf::plan {

/// Where a buffer's allocation is relative to the block being planned.
enum class IntervalKind {
  /// The alloc and its dealloc are ops of the block.
  Owned,
  /// The alloc and dealloc are in the body of a sequential loop op of the
  /// block (one allocation per iteration); the storage may move out of it.
  InLoop,
  /// The alloc and dealloc are in a region that may not run (scf.if); the
  /// buffer may use storage of the block but cannot lend its own to later
  /// buffers of the block.
  InBranch,
};

/// The lifetime of one buffer: positions `start` to `end` (inclusive) in the
/// block's op order, and `release`, where its storage is freed (its dealloc,
/// at or after `end`); `group` is its compatibility class.
struct LifetimeInterval {
  int64_t start = 0;
  int64_t end = 0;
  int64_t release = 0;
  uint32_t group = 0;
  IntervalKind kind = IntervalKind::Owned;
};

/// What becomes of one interval's allocation.
enum class Placement {
  /// Keeps its allocation, in place (an Owned interval).
  Own,
  /// Keeps its allocation, moved out of the loop op (an InLoop interval).
  Hoist,
  /// Uses the storage of `representative` (an Own or Hoist interval).
  Share,
  /// Left as it is (an InBranch interval with no storage to reuse).
  Skip,
};

struct IntervalDecision {
  Placement placement = Placement::Skip;
  /// The interval whose allocation this one uses (itself for Own/Hoist).
  size_t representative = 0;
};

/// Decides every interval, greedily in order of `start` (ties in input
/// order): an interval takes the storage of a representative of its group
/// whose current lifetime (the union of the intervals sharing it) ends
/// strictly before its start and whose storage is not released before its
/// start (so the storage stays allocated only where one of the buffers was:
/// no peak grows), the most recently freed first; otherwise it keeps its
/// own. O(n log n) in the number of intervals.
std::vector<IntervalDecision> assignIntervals(const std::vector<LifetimeInterval> &intervals);

/// A sized interval for the static peak: `bytes` live from `start` to `end`
/// (inclusive).
struct SizedInterval {
  int64_t start = 0;
  int64_t end = 0;
  uint64_t bytes = 0;
};

/// The largest sum of bytes of intervals live at one position (0 if none).
/// `extraAt` adds, at a position, bytes that are live there only (the peak of
/// a nested region); pairs of (position, bytes). O(n log n).
uint64_t computePeakBytes(const std::vector<SizedInterval> &intervals,
                          const std::vector<std::pair<int64_t, uint64_t>> &extraAt = {});

}  // namespace tbuf::plan
