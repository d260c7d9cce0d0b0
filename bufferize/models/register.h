// BufferizableOpInterface models for the dialects tbuf supports (MLIR's
// BufferizableOpInterfaceImpl.cpp per dialect), attached to a Context by
// op name. registerBufferizableOpInterfaceExternalModels attaches all.
#pragma once

#include "ir/context.h"

namespace tbuf::bufferization {

/// Attaches every model below. Call after registerAllDialects(ctx).
void registerBufferizableOpInterfaceExternalModels(Context &ctx);

void registerArithBufferizableModels(Context &ctx);          ///< models/arith_models.cc
void registerBufferizationBufferizableModels(Context &ctx);  ///< models/bufferization_models.cc
void registerTensorBufferizableModels(Context &ctx);         ///< models/tensor_models*.cc
void registerScfBufferizableModels(Context &ctx);            ///< models/scf_models*.cc
void registerLinalgBufferizableModels(Context &ctx);         ///< models/linalg_models*.cc
void registerFuncBufferizableModels(Context &ctx);           ///< models/func_models*.cc
void registerVectorBufferizableModels(Context &ctx);         ///< models/vector_models.cc
/// The test dialect's tensor-like ops; nothing unless the test dialect
/// (dialects/test) is registered first.
void registerTestBufferizableModels(Context &ctx);           ///< models/test_models.cc

}  // namespace tbuf::bufferization
