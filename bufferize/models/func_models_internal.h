// Branch-op support shared by the models of ops whose regions may hold
// several blocks (func.func, scf.execute_region): registration of the cf.br /
// cf.cond_br models and the forwarded-operand lookup
// (models/func_models_branches.cc).
#pragma once

#include <optional>
#include <vector>

#include "bufferize/bufferizable_op_interface.h"
#include "ir/block.h"
#include "ir/context.h"
#include "ir/value.h"

namespace tbuf::bufferization {

/// Attaches the cf.br / cf.cond_br models (MLIR's ControlFlow
/// BufferizableOpInterfaceImpl). Called by registerFuncBufferizableModels.
void registerBranchBufferizableModels(Context &ctx);

/// The operands of the branches into `bbArg`'s block that are forwarded to
/// `bbArg`, one per (branch op, successor) pair, in use-list order of the
/// branch ops (MLIR's getCallerOpOperands). Branch ops without
/// BranchOpInterface contribute nothing. O(uses of the block * successors).
std::vector<OpOperand *> getCallerOpOperands(BlockArgument bbArg);

/// Buffer type of `bbArg`, an argument of a non-entry block of a region of
/// `op`: the common buffer type of the operands branches forward to it (a
/// forwarded value already on `invocationStack`, i.e. a cycle through the
/// CFG, is skipped), the fully dynamic layout where they differ. Errors
/// (reported on `op`, nullopt): a non-tensor argument, inconsistent memory
/// spaces, no forwarded operand to infer from.
std::optional<BaseMemRefType> getBlockArgumentBufferType(Operation *op, BlockArgument bbArg,
                                                         const BufferizationOptions &options,
                                                         const BufferizationState &state,
                                                         std::vector<Value> &invocationStack);

}  // namespace tbuf::bufferization
