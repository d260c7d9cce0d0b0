// PLACEHOLDER(issue 4): BufferizableOpInterface models of the bufferization dialect;
// being written. Until then no bufferization op is bufferizable.
#include "bufferize/models/register.h"

namespace tbuf::bufferization {

void registerBufferizationBufferizableModels(Context &) {}

}  // namespace tbuf::bufferization
