// PLACEHOLDER(issue 4): BufferizableOpInterface models of the scf dialect;
// being written. Until then no scf op is bufferizable.
#include "bufferize/models/register.h"

namespace tbuf::bufferization {

void registerScfBufferizableModels(Context &) {}

}  // namespace tbuf::bufferization
