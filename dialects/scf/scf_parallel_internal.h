// Declarations shared by the scf.parallel files of the scf library (its
// op definitions and its canonicalization patterns); internal to the library.
#pragma once

#include "ir/context.h"
#include "ir/op_definition.h"

namespace tbuf::scf::detail {
/// Registers scf.parallel, scf.reduce and scf.reduce.return with their
/// control-flow interfaces (called by registerScfDialect).
void registerParallelOps(Context &ctx);
}  // namespace tbuf::scf::detail

namespace tbuf::scf::canon {
/// scf.parallel's canonicalization patterns, in MLIR's order.
void addParallelCanonicalizations(OpDefinition &def);
}  // namespace tbuf::scf::canon
