// IR printing instrumentation. See tbuf_ir_printing.h.
#include "tools/tbuf_ir_printing.h"

#include <algorithm>
#include <cstdio>

#include "fmt/format.h"
#include "ir/attributes.h"

namespace tbuf {

namespace {

class IRPrinterInstrumentation : public PassInstrumentation {
 public:
  IRPrinterInstrumentation(IRPrintingConfig config, std::function<void(std::string_view)> output)
      : config_(std::move(config)), output_(std::move(output)) {
    if (!output_) output_ = [](std::string_view s) { std::fwrite(s.data(), 1, s.size(), stderr); };
  }

  void runBeforePass(Pass *pass, Operation *op) override {
    if (config_.beforeAll || listed(config_.before, pass)) dump("Before", pass, op);
  }
  void runAfterPass(Pass *pass, Operation *op) override {
    if (config_.afterAll || listed(config_.after, pass)) dump("After", pass, op);
  }
  void runAfterPassFailed(Pass *pass, Operation *op) override {
    if (config_.afterFailure) dump("After", pass, op, /*failed=*/true);
  }

 private:
  static bool listed(const std::vector<std::string> &names, Pass *pass) {
    return std::find(names.begin(), names.end(), pass->getArgument()) != names.end();
  }

  void dump(std::string_view when, Pass *pass, Operation *op, bool failed = false) {
    std::string out =
        fmt::format("// -----// IR Dump {} {}{} ({})", when, pass->getName(), failed ? " Failed" : "", pass->getArgument());
    Operation *printed = op;
    PrintingFlags flags = config_.flags;
    if (config_.moduleScope) {
      out += fmt::format(" ('{}' operation", op->getName());
      if (auto name = op->getAttrOfType<StringAttr>("sym_name")) out += ": @" + name.getValue();
      out += ")";
      while (printed->getParentOp()) printed = printed->getParentOp();
    } else if (op->getBlock()) {
      flags.useLocalScope = true;
    }
    out += " //----- //\n";
    printOperation(printed, out, flags);
    out += "\n\n";
    output_(out);
  }

  IRPrintingConfig config_;
  std::function<void(std::string_view)> output_;
};

}  // namespace

std::unique_ptr<PassInstrumentation> createIRPrinterInstrumentation(IRPrintingConfig config,
                                                                    std::function<void(std::string_view)> output) {
  return std::make_unique<IRPrinterInstrumentation>(std::move(config), std::move(output));
}

}  // namespace tbuf
