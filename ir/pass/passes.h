// Generic passes that need nothing beyond the IR core (MLIR's
// mlir/Transforms passes of the same names):
//   print-op-stats   count ops by name and print the table (or JSON) to stderr
//   strip-debuginfo  replace every op and block-argument location by unknown
#pragma once

#include <memory>

#include "ir/pass/pass.h"

namespace tbuf {

std::unique_ptr<Pass> createPrintOpStatsPass();
std::unique_ptr<Pass> createStripDebugInfoPass();

/// Registers the passes above with the global registry. Idempotent.
void registerIrPasses();

}  // namespace tbuf
