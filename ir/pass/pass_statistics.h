// `--mlir-pass-statistics`: the counters passes declared (Statistic members),
// printed in MLIR's "Pass statistics report" format, either following the
// pipeline structure or as a list merged by pass name.
#pragma once

#include <string>

#include "ir/pass/pass_manager.h"

namespace tbuf {

enum class PassDisplayMode { List, Pipeline };

/// The report for every pass in `pm` (statistics sorted by name, values
/// right-aligned: `(S) 3 num-foo - Number of foos`).
std::string formatPassStatistics(const OpPassManager &pm, PassDisplayMode mode = PassDisplayMode::Pipeline);

}  // namespace tbuf
