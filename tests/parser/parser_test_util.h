// Helpers shared by the parser tests: capture the diagnostics a parse emits
// (message, line, column) instead of printing them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/parser/parser.h"

namespace tbuf::testing {

/// One captured diagnostic, flattened for easy comparison.
struct CapturedDiag {
  Severity severity;
  std::string message;
  uint32_t line, col;
  bool hasBuffer;
};

/// Installs a handler on `ctx` that records every diagnostic (and its notes)
/// for the capture's lifetime.
class DiagCapture {
 public:
  explicit DiagCapture(Context &ctx) : engine_(ctx.getDiagEngine()) {
    previous_ = engine_.setHandler([this](const Diagnostic &d) {
      record(d);
      for (const Diagnostic &n : d.notes) record(n);
    });
  }
  ~DiagCapture() { engine_.setHandler(previous_); }

  const std::vector<CapturedDiag> &diags() const { return diags_; }
  std::vector<CapturedDiag> errors() const {
    std::vector<CapturedDiag> r;
    for (const CapturedDiag &d : diags_)
      if (d.severity == Severity::Error) r.push_back(d);
    return r;
  }
  /// "line:col: message" of the first error, or "" if none.
  std::string firstError() const {
    for (const CapturedDiag &d : diags_)
      if (d.severity == Severity::Error)
        return std::to_string(d.line) + ":" + std::to_string(d.col) + ": " + d.message;
    return "";
  }
  void clear() { diags_.clear(); }

 private:
  void record(const Diagnostic &d) {
    diags_.push_back({d.severity, d.message, d.loc.line, d.loc.col, !d.loc.isUnknown()});
  }
  DiagnosticEngine &engine_;
  DiagnosticEngine::Handler previous_;
  std::vector<CapturedDiag> diags_;
};

/// Parses `text`; returns "" on success, else "line:col: message" of the first
/// error.
inline std::string parseError(Context &ctx, std::string_view text) {
  DiagCapture capture(ctx);
  OwningOpRef op = parseSourceString(ctx, text, "test.mlir");
  if (op) return "";
  std::string e = capture.firstError();
  return e.empty() ? "<failure without diagnostic>" : e;
}

}  // namespace tbuf::testing
