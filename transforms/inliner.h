// The `inline` pass (MLIR's Inliner with its default settings): inlines
// func.call ops into their callers, callees first, and simplifies every
// function with an optimization pipeline (`canonicalize` by default)
// before and after each inlining round. See inliner.cc for the rules.
#pragma once

#include <memory>

#include "ir/pass/pass.h"

namespace tbuf {

std::unique_ptr<Pass> createInlinerPass();

/// Registers `inline`. Idempotent.
void registerInlinerPass();

}  // namespace tbuf
