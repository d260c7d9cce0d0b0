// Pass bisection (see bisect.h): a PassInstrumentation prints the IR before
// each pass and interprets the whole module after it, comparing with the
// interpretation before the pipeline.
#include "interpret/bisect.h"

#include <filesystem>
#include <fstream>
#include <memory>
#include <regex>
#include <sstream>

#include "fmt/format.h"
#include "ir/pass/pass_manager.h"
#include "ir/printer/printer.h"

namespace tbuf::interp {

namespace {

/// What is compared between stages.
struct Behaviour {
  bool interpretable = true;
  std::string output;   ///< stdout, addresses and layouts masked
  std::string reports;  ///< non-leak report kinds, one per line
  std::string error;    ///< the interpreter's error, if any
};

std::string maskOutput(const std::string &text) {
  static const std::regex address(R"(base@ = (0x[0-9a-fA-F]+|0|\(nil\)) )");
  static const std::regex layout(R"(offset = -?\d+ (sizes = \[[-\d, ]*\]) strides = \[[-\d, ]*\])");
  std::string masked = std::regex_replace(text, address, "base@ = <addr> ");
  return std::regex_replace(masked, layout, "offset = <offset> $1 strides = <strides>");
}

Behaviour observe(Operation *module, const InterpretOptions &options, std::string *rawOut = nullptr,
                  std::string *rawErr = nullptr, bool *started = nullptr) {
  std::ostringstream out, err;
  InterpretResult r = interpret(module, options, out, err);
  Behaviour b;
  b.output = maskOutput(out.str());
  for (const SanitizerReport &report : r.reports)
    if (report.kind != SanitizerKind::Leak) b.reports += std::string(sanitizerKindName(report.kind)) + "\n";
  b.error = r.error;
  // A decode error (an op the interpreter does not run) means this stage
  // cannot be compared; a runtime error is behaviour like any other.
  b.interpretable = r.error.find("is not supported") == std::string::npos;
  if (rawOut) *rawOut = out.str();
  if (rawErr) *rawErr = err.str();
  if (started) *started = r.started;
  return b;
}

Operation *rootOf(Operation *op) {
  while (Operation *parent = op->getParentOp()) op = parent;
  return op;
}

class BisectInstrumentation : public PassInstrumentation {
 public:
  BisectInstrumentation(const InterpretOptions &options, const Behaviour &baseline, BisectResult &result)
      : options_(options), baseline_(baseline), result_(result) {}

  void runBeforePass(Pass *, Operation *op) override {
    if (!result_.found) before_ = printToString(rootOf(op));
  }

  void runAfterPass(Pass *pass, Operation *op) override {
    if (result_.found) return;
    Operation *root = rootOf(op);
    Behaviour now = observe(root, options_);
    ++result_.runs;
    if (!now.interpretable) {
      ++result_.skippedStages;
      return;
    }
    std::string change;
    if (now.output != baseline_.output) change = "the printed output changes";
    else if (now.reports != baseline_.reports)
      change = now.reports.empty() ? "a sanitizer report disappears" : "a sanitizer report appears: " + now.reports;
    else if (now.error != baseline_.error && (now.error.empty() || baseline_.error.empty()))
      change = now.error.empty() ? "a runtime error disappears" : "a runtime error appears: " + now.error;
    if (change.empty()) return;
    if (!change.empty() && change.back() == '\n') change.pop_back();
    result_.found = true;
    result_.pass = std::string(pass->getArgument());
    result_.anchor = std::string(op->getName());
    if (auto sym = op->getAttrOfType<StringAttr>("sym_name")) result_.anchor += " @" + std::string(sym.getValue());
    result_.change = change;
    result_.irBefore = before_;
    result_.irAfter = printToString(root);
  }

 private:
  const InterpretOptions &options_;
  const Behaviour &baseline_;
  BisectResult &result_;
  std::string before_;
};

}  // namespace

BisectResult bisectPipeline(Operation *module, PassManager &pm, const InterpretOptions &options) {
  BisectResult result;
  InterpretOptions quiet = options;
  quiet.trace = nullptr;
  Behaviour baseline = observe(module, quiet, &result.baselineOutput, &result.baselineError, &result.baselineStarted);
  result.runs = 1;
  if (!result.baselineStarted) {
    result.pipelineSucceeded = succeeded(pm.run(module));
    return result;
  }
  pm.addInstrumentation(std::make_unique<BisectInstrumentation>(quiet, baseline, result));
  result.pipelineSucceeded = succeeded(pm.run(module));
  return result;
}

std::string writeBisectIr(const BisectResult &result, const std::string &dir, const std::string &stem,
                          std::string &beforePath, std::string &afterPath) {
  std::error_code ignored;
  std::filesystem::create_directories(dir, ignored);
  beforePath = (std::filesystem::path(dir) / (stem + ".before-" + result.pass + ".mlir")).string();
  afterPath = (std::filesystem::path(dir) / (stem + ".after-" + result.pass + ".mlir")).string();
  for (const auto &[path, text] : {std::pair{&beforePath, &result.irBefore}, std::pair{&afterPath, &result.irAfter}}) {
    std::ofstream file(*path);
    file << *text;
    if (!file) return fmt::format("cannot write {}", *path);
  }
  return "";
}

}  // namespace tbuf::interp
