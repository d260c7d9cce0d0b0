// PLACEHOLDER(issue 4): the EliminateEmptyTensors pass; being written.
#include "bufferize/passes.h"

namespace tbuf::bufferization {

void registerEliminateEmptyTensorsPass() {}

}  // namespace tbuf::bufferization
