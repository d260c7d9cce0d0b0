// PLACEHOLDER(issue 4): BufferizableOpInterface models of the func dialect;
// being written. Until then no func op is bufferizable.
#include "bufferize/models/register.h"

namespace tbuf::bufferization {

void registerFuncBufferizableModels(Context &) {}

}  // namespace tbuf::bufferization
