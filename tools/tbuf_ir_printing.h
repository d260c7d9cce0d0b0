// IR printing around passes (`--mlir-print-ir-before/after[-all]`): a
// PassInstrumentation that prints the op a pass runs on, to stderr, under
// mlir-opt's header `// -----// IR Dump After CSE (cse) //----- //`, and
// with `--mlir-print-ir-after-change` only when the pass changed the IR.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/pass/pass_manager.h"
#include "ir/printer/printer.h"

namespace tbuf {

struct IRPrintingConfig {
  bool beforeAll = false;
  bool afterAll = false;
  /// Print after a pass that failed (header says "Failed").
  bool afterFailure = false;
  /// `--mlir-print-ir-after-change`: an after-pass dump (after-all or
  /// after=NAME) is skipped when the pass left the op's IR unchanged.
  bool afterChange = false;
  /// Print the top-level op instead of the op the pass ran on.
  bool moduleScope = false;
  /// Pass arguments to print before / after.
  std::vector<std::string> before, after;
  PrintingFlags flags;

  bool enabled() const { return beforeAll || afterAll || afterFailure || !before.empty() || !after.empty(); }
};

/// `output` receives each dump (default: stderr).
std::unique_ptr<PassInstrumentation> createIRPrinterInstrumentation(
    IRPrintingConfig config, std::function<void(std::string_view)> output = {});

}  // namespace tbuf
