// The `canonicalize` and `cse` passes (MLIR's Canonicalizer and CSE, same
// arguments, options, defaults and statistics), wrapping canonicalize.h and
// cse.h for the pass manager.
#pragma once

#include <memory>

#include "ir/pass/pass.h"

namespace tbuf {

std::unique_ptr<Pass> createCanonicalizerPass();
std::unique_ptr<Pass> createCSEPass();

/// Registers `canonicalize` and `cse` with the global pass registry.
/// Idempotent.
void registerTransformPasses();

}  // namespace tbuf
