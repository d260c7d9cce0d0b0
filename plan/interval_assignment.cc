// Greedy interval assignment and static peak of the buffer planner (see
// interval_assignment.h).
#include "plan/interval_assignment.h"

#include <algorithm>
#include <numeric>
#include <queue>
#include <utility>

namespace tbuf::plan {

std::vector<IntervalDecision> assignIntervals(const std::vector<LifetimeInterval> &intervals) {
  size_t n = intervals.size();
  std::vector<IntervalDecision> decisions(n);
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), size_t(0));
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return intervals[a].start < intervals[b].start; });

  uint32_t numGroups = 0, numClasses = 0;
  for (const LifetimeInterval &interval : intervals) {
    numGroups = std::max(numGroups, interval.group + 1);
    numClasses = std::max(numClasses, interval.storageClass + 1);
  }
  // Representatives whose lifetime has ended, per group (used last in, first
  // out: the most recently freed storage is the warmest) and, for those with
  // a static size, per storage class. An entry is stale when its
  // representative has been taken since (isFree tells).
  std::vector<std::vector<size_t>> freeByGroup(numGroups);
  std::vector<std::vector<size_t>> freeByClass(numClasses);
  std::vector<char> isFree(n, 0);
  // Where the storage of each representative is released (the latest
  // release of the intervals sharing it).
  std::vector<int64_t> release(n, 0);
  // Representatives in use, by the end of their current lifetime.
  using Active = std::pair<int64_t, size_t>;
  std::priority_queue<Active, std::vector<Active>, std::greater<Active>> active;

  auto take = [&](size_t index, size_t representative) {
    isFree[representative] = 0;
    decisions[index] = {Placement::Share, representative};
    active.push({intervals[index].end, representative});
  };
  for (size_t index : order) {
    const LifetimeInterval &interval = intervals[index];
    while (!active.empty() && active.top().first < interval.start) {
      size_t freed = active.top().second;
      active.pop();
      isFree[freed] = 1;
      freeByGroup[intervals[freed].group].push_back(freed);
      if (intervals[freed].bytes) freeByClass[intervals[freed].storageClass].push_back(freed);
    }
    // Storage released before this start stays released for every later
    // interval: dropped for good (as are stale entries).
    std::vector<size_t> &pool = freeByGroup[interval.group];
    while (!pool.empty() && (!isFree[pool.back()] || release[pool.back()] < interval.start)) pool.pop_back();
    if (!pool.empty() && interval.kind == IntervalKind::Escaping) {
      // The storage leaves with the escaping buffer: never free again.
      size_t representative = pool.back();
      pool.pop_back();
      isFree[representative] = 0;
      decisions[index] = {Placement::Adopt, representative};
      continue;
    }
    if (!pool.empty()) {
      size_t representative = pool.back();
      pool.pop_back();
      take(index, representative);
      release[representative] = std::max(release[representative], interval.release);
      continue;
    }
    if (interval.bytes && interval.kind != IntervalKind::Escaping) {
      // The smallest larger storage of the class that is held until this
      // interval's release anyway (the most recently freed among equals).
      std::vector<size_t> &candidates = freeByClass[interval.storageClass];
      size_t best = n;
      size_t kept = 0;
      for (size_t k = 0; k < candidates.size(); ++k) {
        size_t c = candidates[k];
        if (!isFree[c] || release[c] < interval.start) continue;
        candidates[kept++] = c;
        if (intervals[c].bytes >= interval.bytes && release[c] >= interval.release &&
            (best == n || intervals[c].bytes <= intervals[best].bytes))
          best = c;
      }
      candidates.resize(kept);
      if (best != n) {
        take(index, best);
        continue;
      }
    }
    release[index] = std::max(interval.release, interval.end);
    switch (interval.kind) {
      case IntervalKind::Owned:
        decisions[index] = {Placement::Own, index};
        active.push({interval.end, index});
        break;
      case IntervalKind::InLoop:
        decisions[index] = {Placement::Hoist, index};
        active.push({interval.end, index});
        break;
      case IntervalKind::InGuardedLoop:
        decisions[index] = {Placement::Hoist, index};
        break;
      case IntervalKind::InBranch:
      case IntervalKind::Escaping:
        decisions[index] = {Placement::Skip, index};
        break;
    }
  }
  return decisions;
}

uint64_t computePeakBytes(const std::vector<SizedInterval> &intervals,
                          const std::vector<std::pair<int64_t, uint64_t>> &extraAt) {
  // Events at a position: starts (+bytes) before the extra of that position,
  // ends after it (an interval is live at its end position).
  struct Event {
    int64_t position;
    int order;  // 0: start, 1: extra (peak candidate), 2: end
    uint64_t bytes;
  };
  std::vector<Event> events;
  events.reserve(2 * intervals.size() + extraAt.size());
  for (const SizedInterval &interval : intervals) {
    events.push_back({interval.start, 0, interval.bytes});
    events.push_back({interval.end, 2, interval.bytes});
  }
  for (const auto &[position, bytes] : extraAt) events.push_back({position, 1, bytes});
  std::sort(events.begin(), events.end(), [](const Event &a, const Event &b) {
    return a.position != b.position ? a.position < b.position : a.order < b.order;
  });
  uint64_t live = 0, peak = 0;
  for (const Event &event : events) {
    if (event.order == 0) {
      live += event.bytes;
      peak = std::max(peak, live);
    } else if (event.order == 1) {
      peak = std::max(peak, live + event.bytes);
    } else {
      live -= event.bytes;
    }
  }
  return peak;
}

}  // namespace tbuf::plan
