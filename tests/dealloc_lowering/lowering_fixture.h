// Shared by the dealloc lowering tests: parse a module, run a textual pass
// pipeline with the deallocation passes (and canonicalize/cse) registered,
// and return the printed module or the diagnostics; plus op counting.
#pragma once

#include <string>
#include <string_view>

#include "dealloc/passes.h"
#include "ir/pass/pass_manager.h"
#include "ir/pass/pass_pipeline_parser.h"
#include "tests/util/test_util.h"
#include "transforms/fold_utils.h"
#include "transforms/passes.h"

namespace tbuf::test_util {

inline void registerLoweringTestPasses() {
  static bool once = [] {
    registerTransformPasses();
    dealloc::registerDeallocationPasses();
    return true;
  }();
  (void)once;
}

/// Runs `pipeline` (e.g. "builtin.module(expand-realloc)") on `input`;
/// returns the printed module, or "error: ..." with the diagnostics.
inline std::string runPipeline(std::string_view input, std::string_view pipeline) {
  registerLoweringTestPasses();
  TestContext tc;
  registerDefaultConstantMaterializers(tc.ctx);
  OwningOpRef module = parseAndVerify(tc, input);
  if (!module) return "error: parse: " + tc.diagnostics;
  std::string anchor, error;
  if (failed(getPassPipelineAnchor(pipeline, anchor, error))) return "error: anchor: " + error;
  PassManager pm(&tc.ctx, anchor, OpPassManager::Nesting::Explicit);
  if (failed(parsePassPipeline(pipeline, pm, error))) return "error: pipeline: " + error;
  if (failed(pm.run(module.get()))) return "error: run: " + tc.diagnostics;
  if (failed(verify(module.get()))) return "error: verify: " + tc.diagnostics;
  return printCustom(module.get());
}

/// Number of non-overlapping occurrences of `needle` in `hay`.
inline size_t countOf(const std::string &hay, std::string_view needle) {
  size_t n = 0;
  for (size_t pos = hay.find(needle); pos != std::string::npos; pos = hay.find(needle, pos + needle.size())) ++n;
  return n;
}

}  // namespace tbuf::test_util
