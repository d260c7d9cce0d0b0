// Shared helpers of the func/arith/math/cf dialect tests: a Context with
// those dialects registered, test data files (split like mlir-opt's
// --split-input-file), parse + verify with captured diagnostics, printing in
// custom and generic form.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/diagnostics.h"

namespace tbuf::testing {

/// A Context with the func, arith, math and cf dialects.
std::unique_ptr<Context> makeContext();

/// Contents of a data file given relative to the workspace root (the test's
/// working directory under bazel). Fails the test if unreadable.
std::string readDataFile(const std::string &path);

/// Splits on lines `// -----` as mlir-opt's --split-input-file does.
std::vector<std::string> splitInputFile(std::string_view text);

/// `text` without leading and trailing blank lines (each line kept verbatim).
std::string trimBlankLines(std::string_view text);

/// Records every diagnostic (and note) as "line:col: message".
class DiagCollector {
 public:
  explicit DiagCollector(Context &ctx);
  ~DiagCollector();
  const std::vector<std::string> &messages() const { return messages_; }
  std::string joined() const;

 private:
  DiagnosticEngine &engine_;
  DiagnosticEngine::Handler previous_;
  std::vector<std::string> messages_;
};

/// Parses and verifies `text`; null (and `diags` filled) on failure.
OwningOpRef parseAndVerify(Context &ctx, std::string_view text, std::string *diags);

/// Custom-form (or generic-form) text of `op`.
std::string print(Operation *op, bool generic = false);

}  // namespace tbuf::testing
