// PLACEHOLDER(issue 4): BufferizableOpInterface models of the arith dialect;
// being written. Until then no arith op is bufferizable.
#include "bufferize/models/register.h"

namespace tbuf::bufferization {

void registerArithBufferizableModels(Context &) {}

}  // namespace tbuf::bufferization
