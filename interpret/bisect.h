// Pass bisection with the interpreter: the module is interpreted before a
// pass pipeline and again after every pass; the first pass after which the
// printed output changes (memref addresses and layouts masked: they are
// bufferization decisions) or a sanitizer report other than a leak appears
// is reported, with the IR before and after it. Leaks are ignored between
// passes because deallocation is inserted late in the pipeline. Used by
// `tbuf interpret --bisect` and by the driver's --verify-semantics-each-pass
// (tools/tbuf_interpret.h).
#pragma once

#include <string>

#include "interpret/interpreter.h"

namespace tbuf {
class PassManager;
}

namespace tbuf::interp {

struct BisectResult {
  /// The pipeline ran (a failing pass leaves this false; its diagnostic
  /// went through the context).
  bool pipelineSucceeded = false;
  /// A pass changed the behaviour: `pass` (its argument, e.g.
  /// "one-shot-bufferize"), the op it ran on, what changed, and the IR of
  /// the whole module before and after it.
  bool found = false;
  std::string pass, anchor, change, irBefore, irAfter;
  /// Interpretations performed (baseline included), and stages that could
  /// not be interpreted (an unsupported op in between) and were skipped.
  int runs = 0, skippedStages = 0;
  /// The baseline's output and error, for the caller to show.
  std::string baselineOutput, baselineError;
  /// The baseline ran at all (false: the input cannot be interpreted, e.g.
  /// an unsupported op or no entry function; `baselineError` says why, and
  /// nothing is compared).
  bool baselineStarted = false;
};

/// Runs `pm` on `module`, interpreting it (with `options`) before the first
/// pass and after each one. Deterministic. Cost: one interpretation per pass
/// run (a function pass runs once per function) plus printing the IR before
/// each pass.
BisectResult bisectPipeline(Operation *module, PassManager &pm, const InterpretOptions &options);

/// Writes the IR before and after the pass `result` names to
/// `DIR/STEM.before-PASS.mlir` and `DIR/STEM.after-PASS.mlir` (DIR created
/// if needed), setting `beforePath`/`afterPath`; an error message or "".
std::string writeBisectIr(const BisectResult &result, const std::string &dir, const std::string &stem,
                          std::string &beforePath, std::string &afterPath);

}  // namespace tbuf::interp
