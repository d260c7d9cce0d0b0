// Timer tree and MLIR-format execution time report. See pass_timing.h.
#include "ir/pass/pass_timing.h"

#include <algorithm>

#include "fmt/format.h"

namespace tbuf {

TimingManager::TimingManager() {
  timers_.push_back(Timer{"Total", kRoot, {}, {}, {}, 0});
  start(kRoot);
}

size_t TimingManager::getTimer(std::string_view name, size_t parent) {
  for (size_t child : timers_[parent].children)
    if (timers_[child].name == name) return child;
  timers_.push_back(Timer{std::string(name), parent, {}, {}, {}, 0});
  size_t id = timers_.size() - 1;
  timers_[parent].children.push_back(id);
  return id;
}

void TimingManager::start(size_t timer) {
  Timer &t = timers_[timer];
  if (t.running++ == 0) t.startedAt = Clock::now();
}

void TimingManager::stop(size_t timer) {
  Timer &t = timers_[timer];
  if (t.running == 0) return;
  if (--t.running == 0) t.total += Clock::now() - t.startedAt;
}

double TimingManager::getSeconds(size_t timer) const {
  const Timer &t = timers_[timer];
  Clock::duration d = t.total;
  if (t.running) d += Clock::now() - t.startedAt;
  return std::chrono::duration<double>(d).count();
}

namespace {

/// Times passes and nested pipelines under the timer on top of its stack.
class PassTimingInstrumentation : public PassInstrumentation {
 public:
  PassTimingInstrumentation(TimingManager &tm, size_t parent) : tm_(tm), stack_{parent} {}

  void runBeforePipeline(std::string_view opName, Operation *) override {
    push(fmt::format("'{}' Pipeline", opName));
  }
  void runAfterPipeline(std::string_view, Operation *) override { pop(); }
  void runBeforePass(Pass *pass, Operation *) override { push(pass->getName()); }
  void runAfterPass(Pass *, Operation *) override { pop(); }
  void runAfterPassFailed(Pass *, Operation *) override { pop(); }

 private:
  void push(std::string_view name) {
    size_t timer = tm_.getTimer(name, stack_.back());
    tm_.start(timer);
    stack_.push_back(timer);
  }
  void pop() {
    if (stack_.size() <= 1) return;
    tm_.stop(stack_.back());
    stack_.pop_back();
  }

  TimingManager &tm_;
  std::vector<size_t> stack_;
};

}  // namespace

std::unique_ptr<PassInstrumentation> TimingManager::createPassInstrumentation(size_t parent) {
  return std::make_unique<PassTimingInstrumentation>(*this, parent);
}

std::string TimingManager::report() {
  stop(kRoot);
  const double total = getSeconds(kRoot);
  auto percent = [&](double s) { return total > 0 ? 100.0 * s / total : 0.0; };
  std::string out;
  const std::string_view title = "... Execution time report ...";
  out += "===" + std::string(73, '-') + "===\n";
  out += std::string((80 - title.size()) / 2, ' ') + std::string(title) + "\n";
  out += "===" + std::string(73, '-') + "===\n";
  out += fmt::format("  Total Execution Time: {:.4f} seconds\n\n", total);
  out += "  ----Wall Time----  ----Name----\n";
  auto line = [&](double seconds, unsigned indent, std::string_view name) {
    out += fmt::format("  {:8.4f} ({:5.1f}%)  {}{}\n", seconds, percent(seconds), std::string(indent, ' '), name);
  };
  // Depth-first, children in creation order.
  std::vector<std::pair<size_t, unsigned>> stack;
  const auto &rootChildren = timers_[kRoot].children;
  for (auto it = rootChildren.rbegin(); it != rootChildren.rend(); ++it) stack.push_back({*it, 0});
  double covered = 0;
  for (size_t c : rootChildren) covered += getSeconds(c);
  while (!stack.empty()) {
    auto [id, indent] = stack.back();
    stack.pop_back();
    line(getSeconds(id), indent, timers_[id].name);
    const auto &children = timers_[id].children;
    for (auto it = children.rbegin(); it != children.rend(); ++it) stack.push_back({*it, indent + 2});
  }
  line(std::max(0.0, total - covered), 0, "Rest");
  line(total, 0, "Total");
  return out;
}

}  // namespace tbuf
