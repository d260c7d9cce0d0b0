// Registration of every bufferization pass (see passes.h).
#include "bufferize/passes.h"

namespace tbuf::bufferization {

void registerBufferizationPasses() {
  registerOneShotBufferizePass();
  registerEmptyTensorToAllocTensorPass();
  registerEliminateEmptyTensorsPass();
  registerDropEquivalentBufferResultsPass();
  registerBufferResultsToOutParamsPass();
}

}  // namespace tbuf::bufferization
