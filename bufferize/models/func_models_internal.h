// Registration of the branch-op models that function-boundary bufferization
// needs for functions with several blocks (models/func_models_branches.cc).
#pragma once

#include "ir/context.h"

namespace tbuf::bufferization {

/// Attaches the cf.br / cf.cond_br models (MLIR's ControlFlow
/// BufferizableOpInterfaceImpl). Called by registerFuncBufferizableModels.
void registerBranchBufferizableModels(Context &ctx);

}  // namespace tbuf::bufferization
