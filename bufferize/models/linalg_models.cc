// PLACEHOLDER(issue 4): BufferizableOpInterface models of the linalg dialect;
// being written. Until then no linalg op is bufferizable.
#include "bufferize/models/register.h"

namespace tbuf::bufferization {

void registerLinalgBufferizableModels(Context &) {}

}  // namespace tbuf::bufferization
