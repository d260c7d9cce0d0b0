// Attaches the bufferization models of every dialect (see register.h).
#include "bufferize/models/register.h"

namespace tbuf::bufferization {

void registerBufferizableOpInterfaceExternalModels(Context &ctx) {
  registerArithBufferizableModels(ctx);
  registerBufferizationBufferizableModels(ctx);
  registerTensorBufferizableModels(ctx);
  registerScfBufferizableModels(ctx);
  registerLinalgBufferizableModels(ctx);
  registerFuncBufferizableModels(ctx);
  registerVectorBufferizableModels(ctx);
  registerTestBufferizableModels(ctx);
}

}  // namespace tbuf::bufferization
