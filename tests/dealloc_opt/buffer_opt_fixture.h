// Shared by the buffer-optimisation tests: parse a module, run a textual
// pass pipeline (the buffer optimisation passes registered), and return the
// printed module or the diagnostics.
#pragma once

#include <string>
#include <string_view>

#include "dealloc/passes.h"
#include "ir/pass/pass_manager.h"
#include "ir/pass/pass_pipeline_parser.h"
#include "tests/util/test_util.h"

namespace tbuf::test_util {

inline void registerBufferOptimizationPasses() {
  static bool once = [] {
    dealloc::registerBufferHoistingPasses();
    dealloc::registerPromoteBuffersToStackPass();
    dealloc::registerCopyRemovalPass();
    return true;
  }();
  (void)once;
}

/// Runs `pipeline` (e.g. "func.func(buffer-hoisting)", nested in
/// builtin.module(...)) on `input`; returns
/// the printed module, or "error: ..." with the diagnostics.
inline std::string runPipeline(std::string_view input, std::string_view pipeline) {
  registerBufferOptimizationPasses();
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, input);
  if (!module) return "error: parse: " + tc.diagnostics;
  PassManager pm(&tc.ctx);
  std::string error;
  std::string text = "builtin.module(" + std::string(pipeline) + ")";
  if (failed(parsePassPipeline(text, pm, error))) return "error: pipeline: " + error;
  if (failed(pm.run(module.get()))) return "error: run: " + tc.diagnostics;
  if (failed(verify(module.get()))) return "error: verify: " + tc.diagnostics;
  return printCustom(module.get());
}

/// Position of `needle` in `hay` (npos if absent), for order checks.
inline size_t posOf(const std::string &hay, std::string_view needle) { return hay.find(needle); }

}  // namespace tbuf::test_util
