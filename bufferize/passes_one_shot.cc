// PLACEHOLDER(issue 4): the OneShotBufferize pass; being written.
#include "bufferize/passes.h"

namespace tbuf::bufferization {

void registerOneShotBufferizePass() {}

}  // namespace tbuf::bufferization
