// PLACEHOLDER(issue 4): the EmptyTensorToAllocTensor pass; being written.
#include "bufferize/passes.h"

namespace tbuf::bufferization {

void registerEmptyTensorToAllocTensorPass() {}

}  // namespace tbuf::bufferization
