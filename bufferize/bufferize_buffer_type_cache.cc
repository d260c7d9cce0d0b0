// BufferTypeCache (bufferize_internal.h): memoized buffer types of loop
// iter_args within one outermost getBufferType query.
//
// Bookkeeping. A memoized computation in progress is a Frame at stack index
// p (its value is invocationStack[p]). A stack question "count(w) >= n over
// stack[0, end)" asked inside it is partly answered by the entries at or
// above p (`mid` occurrences, produced by the computation itself) and partly
// by the entries below p, which the computation does not control: if mid < n
// the frame records the condition "count(w) over stack[0, p) >= n - mid",
// with the truth value it had. A finished frame becomes an Entry: its value's
// answer plus the conditions; a query at index q reuses it when every
// condition has the same truth value over stack[0, q). Reusing an entry
// re-asks its conditions (over stack[0, q)) on behalf of the frames around it,
// so their own conditions stay complete. The memo is tied to one invocation
// stack (one outermost query); a nested query on a fresh stack gets its own.
#include <algorithm>
#include <memory>
#include <utility>

#include "absl/container/flat_hash_set.h"

#include "bufferize/bufferize_internal.h"

namespace tbuf::bufferization {

namespace {

struct Condition {
  Value value;
  size_t minCount;
  bool holds;
};

struct Entry {
  std::vector<Condition> conditions;
  BaseMemRefType result;
};

struct Frame {
  size_t index;
  std::vector<Condition> conditions;
  /// (value, minCount) of `conditions`, for O(1) deduplication.
  absl::flat_hash_set<std::pair<Value, size_t>> known;
};

struct CacheState {
  /// The invocation stack the frames' indices refer to. A query on another
  /// stack (a model starting a fresh one) gets its own CacheState: its
  /// answers do not depend on this stack.
  const std::vector<Value> *stack = nullptr;
  absl::flat_hash_map<Value, std::vector<Entry>> entries;
  std::vector<Frame> frames;  ///< memoized computations in progress, outermost first
};

thread_local CacheState *currentCache = nullptr;

/// Records "count(value) over stack[0, end) >= minCount" in every frame
/// below `end`, as far as the frame's own part of the stack does not settle
/// it. Frames are visited innermost first: once the frame's part settles the
/// question, it settles it for every outer frame too; once a frame already
/// holds the condition, every outer frame holds its own version of it (it
/// was recorded by the same earlier query, and the stack between two active
/// frames does not change). O(stack + frames).
void recordQuery(CacheState &cache, const std::vector<Value> &stack, Value value, size_t minCount, size_t end) {
  if (cache.frames.empty()) return;
  size_t total = static_cast<size_t>(std::count(stack.begin(), stack.begin() + end, value));
  size_t mid = 0;       // occurrences in stack[frame.index, end)
  size_t scanned = end; // stack[scanned, end) has been counted into `mid`
  for (auto it = cache.frames.rbegin(); it != cache.frames.rend(); ++it) {
    Frame &frame = *it;
    if (frame.index >= end) continue;
    for (; scanned > frame.index; --scanned)
      if (stack[scanned - 1] == value) ++mid;
    if (mid >= minCount) return;
    size_t rest = minCount - mid;
    if (!frame.known.insert({value, rest}).second) return;
    frame.conditions.push_back({value, rest, total - mid >= rest});
  }
}

}  // namespace

std::optional<BaseMemRefType> BufferTypeCache::getOrCompute(
    Value value, std::vector<Value> &invocationStack,
    absl::FunctionRef<std::optional<BaseMemRefType>()> compute) {
  if (invocationStack.empty() || invocationStack.back() != value) return compute();
  std::unique_ptr<CacheState> owned;
  CacheState *previous = currentCache;
  if (!currentCache || currentCache->stack != &invocationStack) {
    owned = std::make_unique<CacheState>();
    owned->stack = &invocationStack;
    currentCache = owned.get();
  }
  CacheState &cache = *currentCache;
  const size_t index = invocationStack.size() - 1;
  std::optional<BaseMemRefType> result;

  bool hit = false;
  if (auto it = cache.entries.find(value); it != cache.entries.end()) {
    absl::flat_hash_map<Value, size_t> countsBelow;  // of stack[0, index)
    for (size_t i = 0; i < index; ++i) ++countsBelow[invocationStack[i]];
    auto countBelow = [&](Value v) {
      auto found = countsBelow.find(v);
      return found == countsBelow.end() ? size_t(0) : found->second;
    };
    for (const Entry &entry : it->second) {
      bool valid = std::all_of(entry.conditions.begin(), entry.conditions.end(), [&](const Condition &c) {
        return (countBelow(c.value) >= c.minCount) == c.holds;
      });
      if (!valid) continue;
      for (const Condition &c : entry.conditions) recordQuery(cache, invocationStack, c.value, c.minCount, index);
      result = entry.result;
      hit = true;
      break;
    }
  }
  if (!hit) {
    cache.frames.push_back({index, {}, {}});
    result = compute();
    Frame frame = std::move(cache.frames.back());
    cache.frames.pop_back();
    if (result) cache.entries[value].push_back({std::move(frame.conditions), *result});
  }
  if (owned) currentCache = previous;
  return result;
}

void BufferTypeCache::noteQuery(Value value, size_t minCount, const std::vector<Value> &invocationStack) {
  if (!currentCache || currentCache->stack != &invocationStack) return;
  recordQuery(*currentCache, invocationStack, value, minCount, invocationStack.size());
}

}  // namespace tbuf::bufferization
