// PLACEHOLDER(issue 4): the BufferResultsToOutParams pass; being written.
#include "bufferize/passes.h"

namespace tbuf::bufferization {

void registerBufferResultsToOutParamsPass() {}

}  // namespace tbuf::bufferization
