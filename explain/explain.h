// `tbuf explain`'s library entry: runs a bufferization and deallocation
// pipeline on a module with the One-Shot decision recorder installed and a
// pass instrumentation that reads the deallocation passes' IR, then matches
// every allocation, copy and free of the output with its reason and builds
// the Explanation (explain/explanation.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "explain/explanation.h"
#include "ir/operation.h"
#include "ir/pass/pass_manager.h"

namespace tbuf::explain {

/// The default pipeline of `tbuf explain`: the one of `tbuf run` up to the
/// deallocation (without `plan-buffers`, whose storage sharing it does not
/// explain).
inline constexpr const char *kDefaultPipeline =
    "builtin.module(one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline,canonicalize)";

/// Runs `pm` on `module` (a verified builtin.module, parsed from a source
/// buffer whose name and text the explanation reports) and explains it.
/// Returns nullopt when the pipeline fails (its located diagnostics went
/// through the context). The module is left bufferized. Cost: the
/// pipeline's plus linear in the output's ops and the tensor values.
std::optional<Explanation> explainModule(Operation *module, PassManager &pm);

/// The same with a textual pipeline (`tbuf --pass-pipeline` syntax); a
/// malformed pipeline is a located error at `module`.
std::optional<Explanation> explainModule(Operation *module, std::string_view pipeline = kDefaultPipeline);

}  // namespace tbuf::explain
