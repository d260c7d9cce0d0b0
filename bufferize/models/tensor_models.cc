// PLACEHOLDER(issue 4): BufferizableOpInterface models of the tensor dialect;
// being written. Until then no tensor op is bufferizable.
#include "bufferize/models/register.h"

namespace tbuf::bufferization {

void registerTensorBufferizableModels(Context &) {}

}  // namespace tbuf::bufferization
