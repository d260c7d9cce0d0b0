// PLACEHOLDER(issue 4): the DropEquivalentBufferResults pass; being written.
#include "bufferize/passes.h"

namespace tbuf::bufferization {

void registerDropEquivalentBufferResultsPass() {}

}  // namespace tbuf::bufferization
