// BufferizableOpInterface models of the tensor dialect (MLIR 22's
// Tensor/Transforms/BufferizableOpInterfaceImpl.cpp): attaches the models
// of every tensor op that bufferizes. The models live in
// tensor_models_{slices,reshapes,elements,regions}.cc (see
// tensor_models_internal.h). tensor.yield and tensor.bitcast get no model,
// as in MLIR (yield only carries scalars and is moved into linalg.map by
// generate/pad).
#include "bufferize/models/register.h"
#include "bufferize/models/tensor_models_internal.h"

namespace tbuf::bufferization {

void registerTensorBufferizableModels(Context &ctx) {
  tensor_models::registerSliceModels(ctx);
  tensor_models::registerReshapeModels(ctx);
  tensor_models::registerReshapeOpModel(ctx);
  tensor_models::registerElementModels(ctx);
  tensor_models::registerRegionModels(ctx);
}

}  // namespace tbuf::bufferization
