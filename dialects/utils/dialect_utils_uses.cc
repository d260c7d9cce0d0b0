// Use-list order of a subset of a value's uses (see dialect_utils_uses.h).
#include "dialects/utils/dialect_utils_uses.h"

#include <cstddef>

#include "absl/container/flat_hash_map.h"

namespace tbuf {

void sortInUseListOrder(std::vector<OpOperand *> &uses) {
  const size_t m = uses.size();
  if (m < 2) return;
  absl::flat_hash_map<OpOperand *, size_t> indexOf;
  indexOf.reserve(m);
  for (size_t i = 0; i < m; ++i) indexOf[uses[i]] = i;

  // next[i]: the element of `uses` that follows uses[i] in the list.
  constexpr size_t kNone = static_cast<size_t>(-1);
  std::vector<size_t> next(m, kNone);
  std::vector<bool> hasPredecessor(m, false);
  std::vector<OpOperand *> cursor(uses);
  std::vector<size_t> active(m);
  for (size_t i = 0; i < m; ++i) active[i] = i;
  // Every element but the last has a successor in `uses`; once m-1 are
  // found, the walker still running (if any) holds the last element.
  size_t found = 0;
  while (found + 1 < m) {
    if (active.empty()) return;  // not one use list (precondition broken): keep the order
    for (size_t k = 0; k < active.size();) {
      size_t i = active[k];
      OpOperand *use = cursor[i] = cursor[i]->getNextUse();
      bool done = use == nullptr;  // uses[i] is the last one
      if (!done) {
        auto it = indexOf.find(use);
        if (it != indexOf.end()) {
          next[i] = it->second;
          hasPredecessor[it->second] = true;
          ++found;
          done = true;
        }
      }
      if (done) {
        active[k] = active.back();
        active.pop_back();
      } else {
        ++k;
      }
    }
  }
  size_t head = 0;
  while (hasPredecessor[head]) ++head;
  std::vector<OpOperand *> sorted;
  sorted.reserve(m);
  for (size_t i = head; i != kNone && sorted.size() < m; i = next[i]) sorted.push_back(uses[i]);
  uses = std::move(sorted);
}

}  // namespace tbuf
