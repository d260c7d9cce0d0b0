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
  /// The alloc and dealloc are in the body of an scf.for that may run zero
  /// times: the storage may move out of it behind a guard (allocated with
  /// no elements when the loop does not run), so it cannot lend its storage
  /// to later buffers of the block either.
  InGuardedLoop,
  /// A memref.alloc of the block that is not a candidate (it escapes: is
  /// returned, yielded, stored, or freed elsewhere): it may adopt the
  /// storage of a buffer of its group whose lifetime has ended (that
  /// buffer's dealloc is dropped), which then never returns to the pool.
  Escaping,
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
  /// Bytes of a statically shaped buffer (0 when dynamic or unknown): such a
  /// buffer may also take the storage of a larger free buffer of its
  /// `storageClass` (element type, memory space and alignment), viewed at
  /// offset 0, when its release is not later than that storage's.
  uint64_t bytes = 0;
  uint32_t storageClass = 0;
};

/// What becomes of one interval's allocation.
enum class Placement {
  /// Keeps its allocation, in place (an Owned interval).
  Own,
  /// Keeps its allocation, moved out of the loop op (an InLoop interval;
  /// an InGuardedLoop one behind a guard).
  Hoist,
  /// Uses the storage of `representative` (an Own or Hoist interval).
  Share,
  /// Left as it is (an InBranch or Escaping interval with no storage to
  /// reuse).
  Skip,
  /// An Escaping interval takes over the storage of `representative` for
  /// good: its alloc is replaced by that storage, whose dealloc goes away.
  Adopt,
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
/// no peak grows), the most recently freed first; failing that, an interval
/// with `bytes` takes the smallest free representative of its storage class
/// with at least as many bytes whose release is not before its start and
/// not before its own release (the larger storage is then held nowhere it
/// was not held already); otherwise it keeps its own. An Escaping interval
/// only looks at its group and, when it finds storage, adopts it. O(n log n) in the
/// number of intervals, plus a scan of the free storage of the class for
/// each interval that finds none of its group.
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
