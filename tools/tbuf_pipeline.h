// The pass manager a command line asks for, shared by the driver and
// `tbuf interpret`: either `--pass-pipeline='anchor(...)'` (explicit nesting
// under its anchor) or pass flags in command-line order on `builtin.module`
// (implicit nesting), as mlir-opt builds it.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "ir/context.h"
#include "ir/pass/pass_manager.h"

namespace tbuf {

/// Pass flags in command-line order: (pass or pipeline name, its option text).
using PassFlagList = std::vector<std::pair<std::string, std::string>>;

/// The pass manager for `passPipeline` (when not empty) or `passFlags`; null
/// with `error` set (a message without the tool's prefix) when the pipeline
/// does not parse or a flag names no registered pass. Using both is the
/// caller's error to report. Linear in the pipeline's length.
std::unique_ptr<PassManager> buildPassManager(Context &ctx, const std::string &passPipeline,
                                              const PassFlagList &passFlags, std::string &error);

}  // namespace tbuf
