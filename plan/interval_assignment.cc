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

  uint32_t numGroups = 0;
  for (const LifetimeInterval &interval : intervals) numGroups = std::max(numGroups, interval.group + 1);
  // Representatives whose lifetime has ended, per group (used last in, first
  // out: the most recently freed storage is the warmest).
  std::vector<std::vector<size_t>> freeByGroup(numGroups);
  // Where the storage of each representative is released (the latest
  // release of the intervals sharing it).
  std::vector<int64_t> release(n, 0);
  // Representatives in use, by the end of their current lifetime.
  using Active = std::pair<int64_t, size_t>;
  std::priority_queue<Active, std::vector<Active>, std::greater<Active>> active;

  for (size_t index : order) {
    const LifetimeInterval &interval = intervals[index];
    while (!active.empty() && active.top().first < interval.start) {
      size_t freed = active.top().second;
      active.pop();
      freeByGroup[intervals[freed].group].push_back(freed);
    }
    // Storage released before this start stays released for every later
    // interval: dropped for good.
    std::vector<size_t> &pool = freeByGroup[interval.group];
    while (!pool.empty() && release[pool.back()] < interval.start) pool.pop_back();
    if (!pool.empty()) {
      size_t representative = pool.back();
      pool.pop_back();
      decisions[index] = {Placement::Share, representative};
      release[representative] = std::max(release[representative], interval.release);
      active.push({interval.end, representative});
      continue;
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
      case IntervalKind::InBranch:
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
