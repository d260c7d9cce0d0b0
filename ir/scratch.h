// Scratch containers: a container reused by every call of one function on a
// thread.
//
// Queries asked once per visited op (an op's memory effects, a constant's
// folded value) and passes run once per function body (region DCE) fill a
// container and drop it; allocating and growing it each time was a tenth of
// a module's compile. A Scratch hands the caller the thread's cleared
// container, or a fresh one when the function is re-entered (a hook asking
// the same query about another op), so nested calls never share.
#pragma once

#include <vector>

namespace tbuf {

/// Usage: `struct Tag; Scratch<std::vector<T>, Tag> scratch; auto &v =
/// scratch.get();` with a distinct `Tag` type per call site. `get()` is empty
/// on return; the container's capacity is kept between calls (absl's hash
/// containers release large tables on clear()). Not shared across threads.
template <typename Container, typename Tag>
class Scratch {
 public:
  Scratch() : owns_(!inUse()) { inUse() = true; }
  ~Scratch() {
    if (owns_) inUse() = false;
  }
  Scratch(const Scratch &) = delete;
  Scratch &operator=(const Scratch &) = delete;

  Container &get() {
    Container &c = owns_ ? shared() : local_;
    c.clear();
    return c;
  }

 private:
  static Container &shared() {
    static thread_local Container container;
    return container;
  }
  static bool &inUse() {
    static thread_local bool flag = false;
    return flag;
  }

  bool owns_;
  Container local_;
};

/// The common case: a scratch std::vector.
template <typename T, typename Tag>
using ScratchVector = Scratch<std::vector<T>, Tag>;

}  // namespace tbuf
