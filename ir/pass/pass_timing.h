// Wall-clock timing of a tbuf run (`--mlir-timing`): a tree of named timers
// (Parser, each pass, each nested pipeline, Output) printed as MLIR's
// "Execution time report" in its tree display. Repeated runs of a timer
// accumulate, so a function pass shows its total over all functions.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/pass/pass_manager.h"

namespace tbuf {

class TimingManager {
 public:
  using Clock = std::chrono::steady_clock;
  /// Timer handles are indices; kRoot is the whole run ("Total").
  static constexpr size_t kRoot = 0;

  /// Starts the root timer.
  TimingManager();

  /// The child of `parent` named `name`, created on first use (children keep
  /// their creation order). O(#children of parent).
  size_t getTimer(std::string_view name, size_t parent = kRoot);
  void start(size_t timer);
  void stop(size_t timer);
  /// Accumulated seconds of a timer (the root: since construction or until
  /// report()).
  double getSeconds(size_t timer) const;

  /// Starts `timer` now and stops it when destroyed.
  class Scope {
   public:
    Scope(TimingManager &tm, size_t timer) : tm_(tm), timer_(timer) { tm_.start(timer_); }
    ~Scope() { tm_.stop(timer_); }
    Scope(const Scope &) = delete;
    Scope &operator=(const Scope &) = delete;

   private:
    TimingManager &tm_;
    size_t timer_;
  };

  /// An instrumentation timing every pass and nested pipeline, as children
  /// of `parent`.
  std::unique_ptr<PassInstrumentation> createPassInstrumentation(size_t parent = kRoot);

  /// Stops the root and returns the report: header, total, then each timer
  /// as `  %8.4f (%5.1f%%)  <indent><name>`, then "Rest" (root time not
  /// covered by its children) and "Total".
  std::string report();

 private:
  struct Timer {
    std::string name;
    size_t parent = kRoot;
    std::vector<size_t> children;
    Clock::duration total{};
    Clock::time_point startedAt{};
    int running = 0;  ///< nesting count (re-entrant starts are not double counted)
  };
  std::vector<Timer> timers_;
};

}  // namespace tbuf
