// print-op-stats: counts the ops of each name under the op it runs on and
// prints MLIR's table to stderr (sorted by name, dialect right-aligned, names
// left-aligned, `name , count`), or a JSON object with `json`.
#include <algorithm>
#include <cstdio>
#include <map>

#include "fmt/format.h"
#include "ir/pass/pass_registry.h"
#include "ir/pass/passes.h"

namespace tbuf {

namespace {

class PrintOpStatsPass : public Pass {
 public:
  std::string_view getArgument() const override { return "print-op-stats"; }
  std::string_view getName() const override { return "PrintOpStats"; }
  std::string_view getDescription() const override { return "Print statistics of operations"; }

  LogicalResult runOnOperation(Operation *op) override {
    std::map<std::string, uint64_t> counts;
    op->walk([&](Operation *nested) { ++counts[std::string(nested->getName())]; });
    std::string out = json_ ? formatJson(counts) : formatTable(counts);
    std::fwrite(out.data(), 1, out.size(), stderr);
    std::fflush(stderr);
    return success();
  }

 private:
  static std::string formatTable(const std::map<std::string, uint64_t> &counts) {
    auto split = [](const std::string &name) {
      size_t dot = name.find('.');
      if (dot == std::string::npos) return std::pair<std::string, std::string>("", name);
      return std::pair<std::string, std::string>(name.substr(0, dot), name.substr(dot + 1));
    };
    size_t maxDialect = 0, maxOp = 0;
    for (const auto &[name, count] : counts) {
      auto [dialect, op] = split(name);
      maxDialect = std::max(maxDialect, dialect.size());
      maxOp = std::max(maxOp, op.size());
    }
    std::string out = "Operations encountered:\n-----------------------\n";
    for (const auto &[name, count] : counts) {
      auto [dialect, op] = split(name);
      if (dialect.empty())
        out += std::string(maxDialect + 3, ' ');
      else
        out += fmt::format("{:>{}}.", dialect, maxDialect + 2);
      out += fmt::format("{:<{}} , {}\n", op, maxOp, count);
    }
    return out;
  }

  static std::string formatJson(const std::map<std::string, uint64_t> &counts) {
    std::string out = "{\n";
    size_t i = 0;
    for (const auto &[name, count] : counts) {
      out += fmt::format("  \"{}\" : {}{}\n", name, count, ++i == counts.size() ? "" : ",");
    }
    return out + "}\n";
  }

  Option<bool> json_{*this, "json", "print the stats as JSON", false};
};

}  // namespace

std::unique_ptr<Pass> createPrintOpStatsPass() { return std::make_unique<PrintOpStatsPass>(); }

void registerIrPasses() {
  if (lookupPassInfo("print-op-stats")) return;
  registerPass(createPrintOpStatsPass);
  registerPass(createStripDebugInfoPass);
}

}  // namespace tbuf
