// `--verify-diagnostics`: checks the diagnostics a run emits against the
// `expected-*` designators written in the source, exactly as MLIR's
// SourceMgrDiagnosticVerifierHandler does:
//
//   // expected-error {{substring}}          on this line
//   // expected-error @+2 {{substring}}      two lines below (@-N above)
//   // expected-note @above {{substring}}    the last line that is not a designator
//   // expected-warning @below {{substring}} the next line that is not a designator
//   // expected-remark @unknown {{...}}      a diagnostic without location
//   // expected-error-re {{op {{[0-9]+}} x}} `{{...}}` blocks are regexes
//
// A diagnostic (and each of its notes) matches an unmatched-or-matched
// designator of the same severity on its line whose text it contains. Others
// are reported as `unexpected error: ...` at their location (or, if only the
// severity differs, as "'warning' diagnostic emitted when expecting a
// 'error'"); designators never matched are reported by verify() as
// `expected error "..." was not produced`, with the designator's text
// underlined.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/diagnostics.h"
#include "ir/support.h"

namespace tbuf {

class Context;

class DiagnosticVerifier {
 public:
  /// Where the verifier's own reports go (default: stderr).
  using OutputFn = std::function<void(std::string_view)>;

  /// Installs itself as `ctx`'s diagnostic handler (the previous handler is
  /// restored on destruction) and scans `buffer` for designators. With
  /// `onlyExpected` (`--verify-diagnostics=only-expected`) unexpected
  /// diagnostics are ignored. O(size of the buffer).
  DiagnosticVerifier(Context &ctx, const SourceBuffer *buffer, bool onlyExpected = false, OutputFn output = {});
  ~DiagnosticVerifier();
  DiagnosticVerifier(const DiagnosticVerifier &) = delete;
  DiagnosticVerifier &operator=(const DiagnosticVerifier &) = delete;

  /// Checks one diagnostic and its notes (what the installed handler calls).
  void process(const Diagnostic &diag);

  /// Reports every designator that was never matched; success iff there were
  /// neither unmatched designators nor unexpected diagnostics nor malformed
  /// designators. Clears the designators (a second call only reports the
  /// status of diagnostics seen since).
  LogicalResult verify();

 private:
  struct Expected;
  struct FileExpectations;
  FileExpectations &getExpectations(const SourceBuffer *buffer);
  void scanBuffer(const SourceBuffer *buffer, FileExpectations &out);
  void processOne(Location loc, std::string_view message, Severity severity);
  void reportAt(const Expected &e, std::string_view message, bool underline);

  Context &ctx_;
  bool onlyExpected_;
  OutputFn output_;
  DiagnosticEngine::Handler previous_;
  std::vector<std::unique_ptr<FileExpectations>> files_;
  std::vector<Expected> unknownLoc_;
  bool failed_ = false;
};

}  // namespace tbuf
