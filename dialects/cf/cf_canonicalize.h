// The cf dialect's canonicalization patterns (cf_canonicalize.cc), internal
// to the cf library.
#pragma once

#include "ir/context.h"

namespace tbuf::cf {
/// Adds MLIR 22's cf.br, cf.cond_br and cf.switch canonicalization patterns to
/// the registered op definitions (called at the end of registerCfDialect).
void registerCfCanonicalizations(Context &ctx);
}  // namespace tbuf::cf
