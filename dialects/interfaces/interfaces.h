// Interface implementations attached to ops from outside their dialect files
// (MLIR's external models). Call after the dialects are registered.
#pragma once

namespace tbuf {
class Context;

/// RegionBranch/Terminator interfaces on scf ops, BranchOpInterface on cf ops.
void registerControlFlowInterfaces(Context &ctx);
}  // namespace tbuf
