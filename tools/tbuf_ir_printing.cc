// IR printing instrumentation. See tbuf_ir_printing.h.
#include "tools/tbuf_ir_printing.h"

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

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
    if (config_.afterChange && printsAfter(pass)) fingerprints_.push_back({pass, op, fingerprint(op)});
  }
  void runAfterPass(Pass *pass, Operation *op) override {
    if (!printsAfter(pass)) return;
    if (config_.afterChange && popFingerprint(pass, op) == fingerprint(op)) return;
    dump("After", pass, op);
  }
  void runAfterPassFailed(Pass *pass, Operation *op) override {
    if (config_.afterChange && printsAfter(pass)) popFingerprint(pass, op);
    if (config_.afterFailure) dump("After", pass, op, /*failed=*/true);
  }

 private:
  bool printsAfter(Pass *pass) const { return config_.afterAll || listed(config_.after, pass); }

  /// The op as text in the generic form with locations: equal before and
  /// after a pass exactly when the pass changed nothing mlir-opt's
  /// OperationFingerPrint would see (ops, operands, attributes, types,
  /// locations, successors, regions).
  static std::string fingerprint(Operation *op) {
    PrintingFlags flags;
    flags.printGenericOpForm = true;
    flags.printLocations = true;
    flags.useLocalScope = true;
    return printToString(op, flags);
  }

  /// Removes and returns the fingerprint taken before `pass` ran on `op`
  /// (nested pass managers interleave, so search from the innermost).
  std::string popFingerprint(Pass *pass, Operation *op) {
    for (size_t i = fingerprints_.size(); i-- > 0;) {
      if (fingerprints_[i].pass != pass || fingerprints_[i].op != op) continue;
      std::string text = std::move(fingerprints_[i].text);
      fingerprints_.erase(fingerprints_.begin() + static_cast<std::ptrdiff_t>(i));
      return text;
    }
    return {};
  }

  struct Fingerprint {
    Pass *pass;
    Operation *op;
    std::string text;
  };
  std::vector<Fingerprint> fingerprints_;

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
      if (auto name = op->getAttrOfType<StringAttr>("sym_name")) out += ": @" + std::string(name.getValue());
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
