// Pass statistics report (MLIR's PassStatistics.cpp format). See
// pass_statistics.h.
#include "ir/pass/pass_statistics.h"

#include <algorithm>
#include <map>

#include "fmt/format.h"

namespace tbuf {

namespace {

struct StatValue {
  std::string name, description;
  uint64_t value;
};

void printPassEntry(std::string &out, unsigned indent, std::string_view pass, std::vector<StatValue> stats = {}) {
  out += std::string(indent, ' ') + std::string(pass) + "\n";
  if (stats.empty()) return;
  std::stable_sort(stats.begin(), stats.end(), [](const StatValue &a, const StatValue &b) { return a.name < b.name; });
  size_t largestName = 0, largestValue = 0;
  for (const StatValue &s : stats) {
    largestName = std::max(largestName, s.name.size());
    largestValue = std::max(largestValue, std::to_string(s.value).size());
  }
  for (const StatValue &s : stats)
    out += fmt::format("{}(S) {:>{}} {:<{}} - {}\n", std::string(indent + 2, ' '), s.value, largestValue, s.name,
                       largestName, s.description);
}

std::vector<StatValue> collect(const Pass &pass) {
  std::vector<StatValue> stats;
  for (const Statistic *s : pass.getStatistics()) stats.push_back({s->getName(), s->getDescription(), s->getValue()});
  return stats;
}

void printPipeline(std::string &out, const OpPassManager &pm, unsigned indent) {
  for (const OpPassManager::Entry &e : pm.getEntries()) {
    if (e.pass) {
      printPassEntry(out, indent, e.pass->getName(), collect(*e.pass));
      continue;
    }
    printPassEntry(out, indent, fmt::format("'{}' Pipeline", e.nested->getOpName()));
    printPipeline(out, *e.nested, indent + 2);
  }
}

}  // namespace

std::string formatPassStatistics(const OpPassManager &pm, PassDisplayMode mode) {
  std::string out;
  const std::string_view title = "... Pass statistics report ...";
  out += "===" + std::string(73, '-') + "===\n";
  out += std::string((80 - title.size()) / 2, ' ') + std::string(title) + "\n";
  out += "===" + std::string(73, '-') + "===\n";
  if (mode == PassDisplayMode::Pipeline) {
    printPipeline(out, pm, 0);
  } else {
    // Merge by pass name; only passes with statistics.
    std::map<std::string, std::vector<StatValue>> merged;
    for (const Pass *pass : pm.getAllPasses()) {
      std::vector<StatValue> stats = collect(*pass);
      if (stats.empty()) continue;
      auto [it, inserted] = merged.try_emplace(std::string(pass->getName()), stats);
      if (inserted) continue;
      for (size_t i = 0; i < stats.size() && i < it->second.size(); ++i) it->second[i].value += stats[i].value;
    }
    for (auto &[name, stats] : merged) printPassEntry(out, 2, name, stats);
  }
  out += "\n";
  return out;
}

}  // namespace tbuf
